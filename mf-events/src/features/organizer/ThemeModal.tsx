/** «Новая тема» from the schedule form: title, description and a picture (uploaded after the theme is made). */
import { submissionErrors } from '@quiz/api';
import type { Theme } from '@quiz/contract';
import {
  ORGANIZER_TEXT_FIELDS,
  organizerTextError,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_TEXTS,
} from '@quiz/domain';
import { FormError, FormTextArea, FormTextField, Modal, QuizForm, SubmitButton, space } from '@quiz/ui';
import { useState } from 'react';
import { createTheme } from './api/themes';

interface ThemeValues {
  title: string;
  description: string;
}

export interface ThemeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (theme: Theme) => void;
}

export function ThemeModal({ open, onOpenChange, onCreated }: ThemeModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = async (values: ThemeValues) => {
    if (file && file.size > PHOTO_MAX_BYTES) {
      setFileError(PHOTO_TEXTS.tooLarge);
      return undefined;
    }
    try {
      const theme = await createTheme({ title: values.title, description: values.description ?? '' }, file);
      onCreated(theme);
      onOpenChange(false);
      return undefined;
    } catch (error) {
      return submissionErrors(error, { title: 'title', description: 'description' });
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Новая тема">
      <QuizForm<ThemeValues> onSubmit={submit} aria-label="Новая тема">
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
        <label css={{ display: 'grid', gap: space(1), marginBottom: space(4) }}>
          Картинка темы
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={(e) => {
              setFileError(null);
              setFile(e.target.files?.[0] ?? null);
            }}
          />
        </label>
        {fileError ? <p role="alert">{fileError}</p> : null}
        <FormError />
        <SubmitButton>Создать тему</SubmitButton>
      </QuizForm>
    </Modal>
  );
}
