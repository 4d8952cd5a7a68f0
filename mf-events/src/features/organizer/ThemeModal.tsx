/**
 * A theme from the schedule form: «Новая тема» (title, description and a picture, created in one request
 * with the form's request key: a refused picture leaves no theme, a second click or a retry makes no
 * second one; a title an active theme has already is answered with that theme, to choose instead), or
 * «Изменить тему» (the same fields; archive and merge below, CatalogueActions).
 */
import { apiFieldErrors, submissionErrors } from '@quiz/api';
import type { OrganizerTheme } from '@quiz/contract';
import {
  ORGANIZER_TEXT_FIELDS,
  organizerTextError,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_TEXTS,
} from '@quiz/domain';
import { FormTextArea, FormTextField, space } from '@quiz/ui';
import { useMemo, useState } from 'react';
import {
  archiveTheme,
  createTheme,
  existingTheme,
  mergeTheme,
  restoreTheme,
  updateTheme,
} from './api/themes';
import { CatalogueModal, type CatalogueWindowProps } from './CatalogueModal';
import { useFormKey } from './useFormKey';

interface ThemeValues {
  title: string;
  description: string;
}

const TEXT_FIELDS = { title: 'title', description: 'description' };
const MOVES = { archive: archiveTheme, restore: restoreTheme, merge: mergeTheme };

/** The picture chooser; the file is checked for its size before anything is sent. */
function PictureField({ onFile, error }: { onFile: (file: File | null) => void; error: string | null }) {
  return (
    <>
      <label css={{ display: 'grid', gap: space(1), marginBottom: space(4) }}>
        Картинка темы
        <input type="file" accept={PHOTO_ACCEPT} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      </label>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/** `items`: every theme (a duplicate is merged into an active one the organizer may change). */
export function ThemeModal(props: CatalogueWindowProps<OrganizerTheme>) {
  const { open, item: theme, items: themes } = props;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const requestKey = useFormKey(open);
  // one object while the window is open: a new one would reset what was typed
  const initialValues = useMemo(
    () => (theme ? { title: theme.title, description: theme.description } : undefined),
    [theme],
  );

  const save = async (values: ThemeValues) => {
    if (file && file.size > PHOTO_MAX_BYTES) {
      setFileError(PHOTO_TEXTS.tooLarge);
      return undefined;
    }
    const texts = { title: values.title, description: values.description ?? '' };
    return theme ? updateTheme(theme.id, texts, file) : createTheme(texts, file, requestKey);
  };
  const failed = (error: unknown) => {
    // a refused picture is said under the picture, not as the form's error
    const picture = apiFieldErrors(error, { picture: 'picture' })?.picture;
    if (picture) {
      setFileError(picture);
      return undefined;
    }
    return submissionErrors(error, TEXT_FIELDS);
  };

  return (
    <CatalogueModal<OrganizerTheme, ThemeValues>
      {...props}
      kind="theme"
      title={theme ? 'Изменить тему' : 'Новая тема'}
      initialValues={initialValues}
      candidates={theme ? themes.filter((t) => t.id !== theme.id && !t.archived && t.editable) : []}
      chooseLabel={(existing) => `Выбрать тему «${existing.title}»`}
      submitLabel={theme ? 'Сохранить тему' : 'Создать тему'}
      save={save}
      failed={failed}
      existingOf={existingTheme}
      moves={MOVES}
      onClose={() => {
        setFileError(null);
        setFile(null);
      }}
    >
      <FormTextField
        name="title"
        label="Название темы"
        validate={(v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.themeTitle)}
      />
      <FormTextArea
        name="description"
        label="Описание"
        validate={(v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.themeDescription)}
      />
      <PictureField
        error={fileError}
        onFile={(next) => {
          setFileError(null);
          setFile(next);
        }}
      />
    </CatalogueModal>
  );
}
