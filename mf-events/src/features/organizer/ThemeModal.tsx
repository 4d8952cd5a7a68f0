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
import {
  Button,
  FormError,
  FormTextArea,
  FormTextField,
  Modal,
  QuizForm,
  SubmitButton,
  space,
} from '@quiz/ui';
import { useMemo, useState } from 'react';
import {
  archiveTheme,
  createTheme,
  existingTheme,
  mergeTheme,
  restoreTheme,
  updateTheme,
} from './api/themes';
import { CatalogueActions } from './CatalogueActions';
import { useFormKey } from './useFormKey';

interface ThemeValues {
  title: string;
  description: string;
}

export interface ThemeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the theme to edit; null: a new one */
  theme?: OrganizerTheme | null;
  /** every theme (a duplicate is merged into an active one the organizer may change) */
  themes?: readonly OrganizerTheme[];
  /** a theme created, chosen instead of a duplicate, edited, archived */
  onSaved: (theme: OrganizerTheme) => void;
  /** a duplicate merged into `kept` */
  onMerged?: (duplicate: number, kept: OrganizerTheme) => void;
}

const TEXT_FIELDS = { title: 'title', description: 'description' };

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

export function ThemeModal({
  open,
  onOpenChange,
  theme = null,
  themes = [],
  onSaved,
  onMerged,
}: ThemeModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [existing, setExisting] = useState<OrganizerTheme | null>(null);
  const requestKey = useFormKey(open);
  // one object while the window is open: a new one would reset what was typed
  const initialValues = useMemo(
    () => (theme ? { title: theme.title, description: theme.description } : undefined),
    [theme],
  );
  const close = () => {
    setExisting(null);
    setFileError(null);
    setFile(null);
    onOpenChange(false);
  };
  const done = (saved: OrganizerTheme) => {
    onSaved(saved);
    close();
  };

  const submit = async (values: ThemeValues) => {
    setExisting(null);
    if (file && file.size > PHOTO_MAX_BYTES) {
      setFileError(PHOTO_TEXTS.tooLarge);
      return undefined;
    }
    const texts = { title: values.title, description: values.description ?? '' };
    try {
      done(theme ? await updateTheme(theme.id, texts, file) : await createTheme(texts, file, requestKey));
      return undefined;
    } catch (error) {
      setExisting(existingTheme(error));
      // a refused picture is said under the picture, not as the form's error
      const picture = apiFieldErrors(error, { picture: 'picture' })?.picture;
      if (picture) {
        setFileError(picture);
        return undefined;
      }
      return submissionErrors(error, TEXT_FIELDS);
    }
  };

  const candidates = theme ? themes.filter((t) => t.id !== theme.id && !t.archived && t.editable) : [];
  const title = theme ? 'Изменить тему' : 'Новая тема';
  return (
    <Modal open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title}>
      <QuizForm<ThemeValues> onSubmit={submit} aria-label={title} initialValues={initialValues}>
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
        <FormError />
        {existing ? (
          <Button variant="secondary" onClick={() => done(existing)} css={{ marginBottom: space(3) }}>
            {`Выбрать тему «${existing.title}»`}
          </Button>
        ) : null}
        <SubmitButton>{theme ? 'Сохранить тему' : 'Создать тему'}</SubmitButton>
      </QuizForm>
      {theme ? (
        <CatalogueActions
          kind="theme"
          item={theme}
          candidates={candidates}
          onArchive={async () => done(await archiveTheme(theme.id))}
          onRestore={async () => done(await restoreTheme(theme.id))}
          onMerge={async (kept) => {
            const saved = await mergeTheme(theme.id, kept.id);
            onMerged?.(theme.id, saved);
            close();
          }}
        />
      ) : null}
    </Modal>
  );
}
