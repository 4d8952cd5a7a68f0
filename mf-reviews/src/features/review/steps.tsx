/** @jsxImportSource @emotion/react */
/** The four steps of the review wizard (SPEC §2): game, restaurant, wishes, thank-you. */
import { href } from '@quiz/routes';
import { Button, Checkbox, colors, fontWeight, Stars, space, TextArea } from '@quiz/ui';
import type { ReactNode } from 'react';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { spaClick } from '../../shared/nav';
import { type Answers, ATMOSPHERE, HOST, RECOMMENDATION, RESTAURANT, STAR_QUESTIONS } from './answers';

export interface StepProps {
  answers: Answers;
  onChange: (patch: Partial<Answers>) => void;
}

export const stackCss = { display: 'grid', gap: space(5) } as const;

export function GameStep({ answers, onChange, claims }: StepProps & { claims: ReactNode }) {
  return (
    <div css={stackCss}>
      {STAR_QUESTIONS.map((q) => (
        <div key={q.key} css={{ display: 'grid', gap: space(1) }}>
          <span css={{ fontWeight: fontWeight.medium }}>{q.label}</span>
          <Stars
            max={5}
            value={answers[q.key] ?? 0}
            groupLabel={q.label}
            onChange={(value) => onChange({ [q.key]: value } as Partial<Answers>)}
          />
        </div>
      ))}
      <ChoiceGroup
        label="Атмосфера на игре"
        options={ATMOSPHERE}
        value={answers.event_atmosphere_assessment}
        onChange={(v) => onChange({ event_atmosphere_assessment: v })}
      />
      <ChoiceGroup
        label="Ведущий"
        options={HOST}
        value={answers.event_host_assessment}
        onChange={(v) => onChange({ event_host_assessment: v })}
      />
      <ChoiceGroup
        label="Порекомендуете нас друзьям?"
        options={RECOMMENDATION}
        value={answers.recommendation_probability}
        onChange={(v) => onChange({ recommendation_probability: v })}
      />
      {claims}
    </div>
  );
}

export function RestaurantStep({ answers, onChange }: StepProps) {
  return (
    <div css={stackCss}>
      <ChoiceGroup
        label="Обслуживание в ресторане"
        options={RESTAURANT}
        value={answers.restaurant_service_assessment}
        onChange={(v) => onChange({ restaurant_service_assessment: v })}
      />
      <ChoiceGroup
        label="Еда и напитки"
        options={RESTAURANT}
        value={answers.food_and_drink_quality}
        onChange={(v) => onChange({ food_and_drink_quality: v })}
      />
      <TextArea
        label="Комментарий для ресторана"
        value={answers.restaurant_comment ?? ''}
        onChange={(e) => onChange({ restaurant_comment: e.target.value })}
      />
      <Checkbox
        label="Хочу получить ответ от ресторана"
        checked={answers.want_restaurant_responce === true}
        onChange={(e) => onChange({ want_restaurant_responce: e.target.checked })}
      />
    </div>
  );
}

export function WishesStep({ answers, onChange }: StepProps) {
  return (
    <div css={stackCss}>
      <TextArea
        label="Пожелания и рекомендации"
        value={answers.wishes_and_recommendations ?? ''}
        onChange={(e) => onChange({ wishes_and_recommendations: e.target.value })}
        rows={6}
      />
      <Checkbox
        label="Хочу получить ответ от организатора"
        checked={answers.want_orginizer_responce === true}
        onChange={(e) => onChange({ want_orginizer_responce: e.target.checked })}
      />
    </div>
  );
}

export function ThanksStep() {
  return (
    <div role="status" css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
      <h2 css={{ margin: 0, color: colors.primary }}>Спасибо за отзыв!</h2>
      <p css={{ margin: 0 }}>Мы прочитаем каждое слово и учтём ваши пожелания на следующих играх.</p>
      <Button href={href('home')} onClick={spaClick(href('home'))} variant="secondary">
        На главную
      </Button>
    </div>
  );
}
