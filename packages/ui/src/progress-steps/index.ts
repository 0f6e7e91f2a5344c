export {
  type ProgressStep,
  ProgressSteps,
  progressStepsMessages,
  type ProgressStepsMessages,
  type ProgressStepsProps,
  progressStepsStyles,
} from './progress-steps.tsx';
