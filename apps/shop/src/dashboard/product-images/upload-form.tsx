import { PRODUCT_IMAGE_TYPES, type StaffProductImage } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { FileField } from '@juicyin/ui/file-field';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useUploadImage } from './image-queries.ts';
import { draftProblems, type UploadProblem, uploadProblemOf } from './upload-problem.ts';
import './product-images.css';

export interface UploadFormProps {
  readonly slug: string;
  readonly material: StaffProductImage['material'];
  /** Says what happened (uploaded) in the section's status line. */
  readonly onUploaded: () => void;
}

export interface PictureUploadFormProps {
  /** The form's heading and name, e.g. "Add a Regular picture". */
  readonly title: string;
  /** Sends the file with its alt text; rejects with the API's refusal. */
  readonly send: (file: File, alt: { readonly en: string; readonly ar: string }) => Promise<unknown>;
  readonly isPending: boolean;
  /** The heading's level: one below the section the form is in. */
  readonly headingLevel?: 3 | 4;
  /** Says what happened (uploaded) in the section's status line. */
  readonly onUploaded: () => void;
}

const fieldOf = (problem: UploadProblem): 'file' | 'altEn' | 'altAr' =>
  problem === 'altEn' || problem === 'altAr' ? problem : 'file';

/** Adds a picture to one material of a product. */
export function UploadForm({ slug, material, onUploaded }: UploadFormProps) {
  const t = useMessages();
  const upload = useUploadImage(slug);
  return (
    <PictureUploadForm
      title={t('dashboard.images.add', { material: t(`dashboard.images.material.${material}`) })}
      isPending={upload.isPending}
      send={(file, alt) => upload.mutateAsync({ file, query: { material, altEn: alt.en, altAr: alt.ar } })}
      onUploaded={onUploaded}
    />
  );
}

/**
 * Uploads a picture (a product's or a blog post's): the file (the kit's FileField, in the page's
 * language), its alt text in English and Arabic, and Upload, pending while the file is sent. What
 * is wrong is said at its field, checked here first and then by the API.
 */
export function PictureUploadForm({ title, send, isPending, headingLevel = 4, onUploaded }: PictureUploadFormProps) {
  const t = useMessages();
  const Heading = `h${String(headingLevel)}` as 'h3' | 'h4';
  const [file, setFile] = useState<File | null>(null);
  const [altEn, setAltEn] = useState('');
  const [altAr, setAltAr] = useState('');
  const [problems, setProblems] = useState<readonly UploadProblem[]>([]);
  const problemAt = (field: 'file' | 'altEn' | 'altAr') => problems.find((problem) => fieldOf(problem) === field);
  const messageOf = (problem: UploadProblem | undefined) =>
    problem ? t(`dashboard.images.problem.${problem}`) : undefined;
  const fileProblem = problemAt('file');
  const submit = () => {
    const found = draftProblems({ file, altEn, altAr });
    setProblems(found);
    if (found.length > 0 || !file) return;
    send(file, { en: altEn.trim(), ar: altAr.trim() }).then(
      () => {
        setFile(null);
        setAltEn('');
        setAltAr('');
        onUploaded();
      },
      (error: unknown) => setProblems([uploadProblemOf(error)]),
    );
  };
  return (
    <form
      className="staff-images__upload"
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Heading className="staff-images__upload-title">{title}</Heading>
      <FileField
        label={t('dashboard.images.file')}
        fileName={file?.name ?? null}
        acceptedFileTypes={PRODUCT_IMAGE_TYPES}
        description={t('dashboard.images.fileHint')}
        errorMessage={messageOf(fileProblem)}
        onSelect={(chosen) => {
          setFile(chosen);
          setProblems((current) => current.filter((problem) => fieldOf(problem) !== 'file'));
        }}
      />
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
      <Button type="submit" isPending={isPending}>
        {isPending ? t('dashboard.images.uploading') : t('dashboard.images.upload')}
      </Button>
    </form>
  );
}
