export { getPointsHistory, getPointsSummary, getReferral, submitSurvey } from './endpoints.ts';
export {
  type PointsHistory,
  type PointsHistoryEntry,
  pointsHistoryEntrySchema,
  pointsHistoryQuerySchema,
  pointsHistorySchema,
  type PointsSummary,
  pointsSummarySchema,
  type Referral,
  referralSchema,
  type SurveyBody,
  surveyBodySchema,
  surveyResponseSchema,
  type Tier,
  tierSchema,
} from './schemas.ts';
