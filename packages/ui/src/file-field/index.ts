export { FileField, type FileFieldMessages, fileFieldMessages, type FileFieldProps } from './file-field.tsx';
