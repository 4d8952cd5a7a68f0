/** @jsxImportSource @emotion/react */
/**
 * The claim modal (SPEC §2 "Review wizard", §5 Claim): a tour, a block and a question of the game's
 * package and a comment, all required — otherwise «Заполните все поля, пожалуйста!».
 */
import type { GamePackage } from '@quiz/contract';
import { CLAIM_TEXT_MAX, isClaimComplete, REVIEW_TEXTS } from '@quiz/domain';
import { Button, colors, Modal, Select, space } from '@quiz/ui';
import { useState } from 'react';
import { TextArea } from '../../shared/TextArea';
import type { ClaimItem } from './answers';

export interface ClaimModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gamePackage: GamePackage;
  onAdd: (claim: ClaimItem) => void;
}

const num = (v: string): number | null => (v === '' ? null : Number(v));

export function ClaimModal({ open, onOpenChange, gamePackage, onAdd }: ClaimModalProps) {
  const [tour, setTour] = useState<number | null>(null);
  const [block, setBlock] = useState<number | null>(null);
  const [task, setTask] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const tourRow = gamePackage.tours.find((t) => t.id === tour);
  const blockRow = tourRow?.task_blocks.find((b) => b.id === block);

  const reset = () => {
    setTour(null);
    setBlock(null);
    setTask(null);
    setText('');
    setError(null);
  };
  const submit = () => {
    const claim = { tour, block, task, text };
    if (!isClaimComplete(claim)) {
      setError(REVIEW_TEXTS.claimIncomplete);
      return;
    }
    onAdd(claim as ClaimItem);
    reset();
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Оспорить вопрос"
      description="Выберите тур, блок и вопрос и напишите, с чем вы не согласны."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Отмена
          </Button>
          <Button onClick={submit}>Добавить</Button>
        </>
      }
    >
      <Select
        label="Тур"
        placeholder="Выберите тур"
        value={tour ?? ''}
        options={gamePackage.tours.map((t) => ({
          value: String(t.id),
          label: `Тур ${t.number}. ${t.title}`,
        }))}
        onChange={(e) => {
          setTour(num(e.target.value));
          setBlock(null);
          setTask(null);
        }}
      />
      <Select
        label="Блок"
        placeholder="Выберите блок"
        value={block ?? ''}
        disabled={!tourRow}
        options={(tourRow?.task_blocks ?? []).map((b) => ({
          value: String(b.id),
          label: `Блок ${b.number}. ${b.title}`,
        }))}
        onChange={(e) => {
          setBlock(num(e.target.value));
          setTask(null);
        }}
      />
      <Select
        label="Вопрос"
        placeholder="Выберите вопрос"
        value={task ?? ''}
        disabled={!blockRow}
        options={(blockRow?.tasks ?? []).map((t) => ({
          value: String(t.id),
          label: `Вопрос ${t.number}. ${t.question.length > 80 ? `${t.question.slice(0, 80)}…` : t.question}`,
        }))}
        onChange={(e) => setTask(num(e.target.value))}
      />
      <TextArea label="Комментарий" value={text} onChange={setText} maxLength={CLAIM_TEXT_MAX} />
      {error ? (
        <p role="alert" css={{ color: colors.danger, margin: `${space(3)} 0 0` }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
