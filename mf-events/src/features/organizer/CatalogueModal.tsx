/**
 * The edit window of a theme or a venue, new or existing: its form (the fields are the caller's), the
 * answer to a duplicate (the active item a 409 names, offered to choose instead), and for an existing
 * one archive and merge (CatalogueActions). Closing it forgets the duplicate offered.
 */

import { Button, FormError, Modal, QuizForm, SubmitButton, space } from '@quiz/ui';
import type { SubmissionErrors } from 'final-form';
import { type ReactNode, useState } from 'react';
import { CatalogueActions, type CatalogueItem } from './CatalogueActions';

/** What the schedule form hands an edit window. */
export interface CatalogueWindowProps<T extends CatalogueItem> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the item to edit; null: a new one */
  item: T | null;
  /** every item of its kind (a duplicate is merged into an active one) */
  items: readonly T[];
  /** an item created, chosen instead of a duplicate, edited, archived */
  onSaved: (item: T) => void;
  /** a duplicate merged into `kept` */
  onMerged: (duplicate: number, kept: T) => void;
}

interface CatalogueModalProps<T extends CatalogueItem, V extends object> extends CatalogueWindowProps<T> {
  kind: 'theme' | 'place';
  title: string;
  /** the form's name, when not the window's title */
  formLabel?: string;
  size?: 'md' | 'lg';
  /** one object while the window is open: a new one would reset what was typed */
  initialValues?: V;
  /** what the item may be merged into */
  candidates: readonly T[];
  /** «Выбрать тему «…»» */
  chooseLabel: (existing: T) => string;
  submitLabel: string;
  /** sends the form; undefined when nothing was sent (the caller said why) */
  save: (values: V) => Promise<T | undefined>;
  /** a refused save: the form's errors */
  failed: (error: unknown) => SubmissionErrors | undefined;
  /** the item a refused create names as its duplicate, else null */
  existingOf: (error: unknown) => T | null;
  moves: {
    archive: (id: number) => Promise<T>;
    restore: (id: number) => Promise<T>;
    merge: (duplicate: number, into: number) => Promise<T>;
  };
  /** the window closes: the caller forgets its own state */
  onClose?: () => void;
  children: ReactNode;
}

export function CatalogueModal<T extends CatalogueItem, V extends object>(props: CatalogueModalProps<T, V>) {
  const { item, moves } = props;
  const [existing, setExisting] = useState<T | null>(null);
  const close = () => {
    setExisting(null);
    props.onClose?.();
    props.onOpenChange(false);
  };
  const done = (saved: T) => {
    props.onSaved(saved);
    close();
  };
  const submit = async (values: V) => {
    setExisting(null);
    try {
      const saved = await props.save(values);
      if (saved) done(saved);
      return undefined;
    } catch (error) {
      setExisting(props.existingOf(error));
      return props.failed(error);
    }
  };
  return (
    <Modal
      open={props.open}
      onOpenChange={(next) => (next ? props.onOpenChange(true) : close())}
      title={props.title}
      size={props.size}
    >
      <QuizForm<V>
        onSubmit={submit}
        initialValues={props.initialValues}
        aria-label={props.formLabel ?? props.title}
      >
        {props.children}
        <FormError />
        {existing ? (
          <Button variant="secondary" onClick={() => done(existing)} css={{ marginBottom: space(3) }}>
            {props.chooseLabel(existing)}
          </Button>
        ) : null}
        <SubmitButton>{props.submitLabel}</SubmitButton>
      </QuizForm>
      {item ? (
        <CatalogueActions
          kind={props.kind}
          item={item}
          candidates={props.candidates}
          onArchive={async () => done(await moves.archive(item.id))}
          onRestore={async () => done(await moves.restore(item.id))}
          onMerge={async (kept) => {
            const saved = await moves.merge(item.id, kept.id);
            props.onMerged(item.id, saved);
            close();
          }}
        />
      ) : null}
    </Modal>
  );
}
