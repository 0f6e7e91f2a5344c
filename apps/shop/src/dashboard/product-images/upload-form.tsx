import { PRODUCT_IMAGE_TYPES, type StaffProductImage } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useUploadImage } from './image-queries.ts';
import { draftProblems, type UploadProblem, uploadProblemOf } from './upload-problem.ts';

export interface UploadFormProps {
  readonly slug: string;
  readonly material: StaffProductImage['material'];
  /** Says what happened (uploaded) in the section's status line. */
  readonly onUploaded: () => void;
}

const fieldOf = (problem: UploadProblem): 'file' | 'altEn' | 'altAr' =>
  problem === 'altEn' || problem === 'altAr' ? problem : 'file';

/**
 * Adds a picture to one material: the file (a labelled file input, so the keyboard and screen
 * readers use it as any field), its alt text in English and Arabic, and Upload, pending while the
 * file is sent. What is wrong is said at its field, checked here first and then by the API.
 */
export function UploadForm({ slug, material, onUploaded }: UploadFormProps) {
  const t = useMessages();
  const upload = useUploadImage(slug);
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [altEn, setAltEn] = useState('');
  const [altAr, setAltAr] = useState('');
  const [problems, setProblems] = useState<readonly UploadProblem[]>([]);
  const problemAt = (field: 'file' | 'altEn' | 'altAr') => problems.find((problem) => fieldOf(problem) === field);
  const messageOf = (problem: UploadProblem | undefined) =>
    problem ? t(`dashboard.images.problem.${problem}`) : undefined;
  const fileProblem = problemAt('file');
  const materialName = t(`dashboard.images.material.${material}`);
  const submit = () => {
    const found = draftProblems({ file, altEn, altAr });
    setProblems(found);
    if (found.length > 0 || !file) return;
    upload.mutate(
      { file, query: { material, altEn: altEn.trim(), altAr: altAr.trim() } },
      {
        onSuccess: () => {
          setFile(null);
          setAltEn('');
          setAltAr('');
          if (fileRef.current) fileRef.current.value = '';
          onUploaded();
        },
        onError: (error) => setProblems([uploadProblemOf(error)]),
      },
    );
  };
  return (
    <form
      className="staff-images__upload"
      aria-label={t('dashboard.images.add', { material: materialName })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 className="staff-images__upload-title">{t('dashboard.images.add', { material: materialName })}</h4>
      <div className="staff-images__file">
        <label htmlFor={fileId}>{t('dashboard.images.file')}</label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          aria-describedby={`${fileId}-hint${fileProblem ? ` ${fileId}-error` : ''}`}
          aria-invalid={fileProblem ? true : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setProblems((current) => current.filter((problem) => fieldOf(problem) !== 'file'));
          }}
        />
        <p id={`${fileId}-hint`} className="staff-images__hint">
          {t('dashboard.images.fileHint')}
        </p>
        {fileProblem ? (
          <p id={`${fileId}-error`} role="alert" className="staff-images__error">
            {messageOf(fileProblem)}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('dashboard.images.altEn')}
        value={altEn}
        onChange={setAltEn}
        validationBehavior="aria"
        isInvalid={problemAt('altEn') !== undefined}
        errorMessage={messageOf(problemAt('altEn'))}
        inputProps={{ dir: 'ltr', lang: 'en' }}
      />
      <TextField
        label={t('dashboard.images.altAr')}
        value={altAr}
        onChange={setAltAr}
        validationBehavior="aria"
        isInvalid={problemAt('altAr') !== undefined}
        errorMessage={messageOf(problemAt('altAr'))}
        inputProps={{ dir: 'rtl', lang: 'ar' }}
      />
      <Button type="submit" isPending={upload.isPending}>
        {upload.isPending ? t('dashboard.images.uploading') : t('dashboard.images.upload')}
      </Button>
    </form>
  );
}
