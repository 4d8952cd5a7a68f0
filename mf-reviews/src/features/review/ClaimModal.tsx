/** @jsxImportSource @emotion/react */
/**
 * The claim modal (SPEC §2 "Review wizard", §5 Claim): a tour, a block and a question of the game's
 * package and a comment, all required — otherwise «Заполните все поля, пожалуйста!».
 */
import type { GamePackage } from '@quiz/contract';
import { CLAIM_TEXT_MAX, isClaimComplete, REVIEW_TEXTS } from '@quiz/domain';
import { Button, FormError, FormSelect, FormTextArea, Modal, QuizForm, SubmitButton, space } from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useForm, useFormState } from 'react-final-form';
import type { ClaimItem } from './answers';

export interface ClaimModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gamePackage: GamePackage;
  onAdd: (claim: ClaimItem) => void;
}

interface ClaimValues {
  tour?: string;
  block?: string;
  task?: string;
  text?: string;
}

const num = (v: string | undefined): number | null => (v ? Number(v) : null);

/** The three selects narrow each other: a new tour clears the block and question, a new block the question. */
function ClaimSelects({ gamePackage }: { gamePackage: GamePackage }) {
  const form = useForm<ClaimValues>();
  const { values } = useFormState<ClaimValues>({ subscription: { values: true } });
  const tourRow = gamePackage.tours.find((t) => t.id === num(values.tour));
  const blockRow = tourRow?.task_blocks.find((b) => b.id === num(values.block));
  const clear = (...names: Array<keyof ClaimValues>) => {
    for (const name of names) form.change(name, undefined);
  };
  return (
    <>
      <FormSelect
        name="tour"
        label="Тур"
        placeholder="Выберите тур"
        onValueChange={() => clear('block', 'task')}
        options={gamePackage.tours.map((t) => ({
          value: String(t.id),
          label: `Тур ${t.number}. ${t.title}`,
        }))}
      />
      <FormSelect
        name="block"
        label="Блок"
        placeholder="Выберите блок"
        onValueChange={() => clear('task')}
        disabled={!tourRow}
        options={(tourRow?.task_blocks ?? []).map((b) => ({
          value: String(b.id),
          label: `Блок ${b.number}. ${b.title}`,
        }))}
      />
      <FormSelect
        name="task"
        label="Вопрос"
        placeholder="Выберите вопрос"
        disabled={!blockRow}
        options={(blockRow?.tasks ?? []).map((t) => ({
          value: String(t.id),
          label: `Вопрос ${t.number}. ${t.question.length > 80 ? `${t.question.slice(0, 80)}…` : t.question}`,
        }))}
      />
      <FormTextArea name="text" label="Комментарий" maxLength={CLAIM_TEXT_MAX} />
    </>
  );
}

export function ClaimModal({ open, onOpenChange, gamePackage, onAdd }: ClaimModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Оспорить вопрос"
      description="Выберите тур, блок и вопрос и напишите, с чем вы не согласны."
    >
      {/* the dialog's content unmounts when it closes: the next claim starts empty */}
      <QuizForm<ClaimValues>
        aria-label="Спорный вопрос"
        onSubmit={(values) => {
          const claim = {
            tour: num(values.tour),
            block: num(values.block),
            task: num(values.task),
            text: values.text ?? '',
          };
          if (!isClaimComplete(claim)) return { [FORM_ERROR]: REVIEW_TEXTS.claimIncomplete };
          onAdd(claim as ClaimItem);
          onOpenChange(false);
          return undefined;
        }}
      >
        <ClaimSelects gamePackage={gamePackage} />
        <FormError css={{ marginTop: space(3) }} />
        <div
          css={{
            display: 'flex',
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            gap: space(3),
            marginTop: space(4),
          }}
        >
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Отмена
          </Button>
          <SubmitButton>Добавить</SubmitButton>
        </div>
      </QuizForm>
    </Modal>
  );
}
