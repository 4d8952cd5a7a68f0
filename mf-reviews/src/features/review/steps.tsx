/** @jsxImportSource @emotion/react */
/**
 * The four steps of the review wizard (SPEC §2): game, restaurant, wishes, thank-you. The answers are
 * fields of the wizard's QuizForm, named as in the review.
 */
import { href } from '@quiz/routes';
import {
  Button,
  colors,
  FormCheckbox,
  FormStars,
  fontWeight,
  handleAppLinkClick,
  space,
  TextArea,
  type TextAreaProps,
} from '@quiz/ui';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { type Answers, ATMOSPHERE, HOST, RECOMMENDATION, RESTAURANT, STAR_QUESTIONS } from './answers';

const HOME = href('home');

const stackCss = { display: 'grid', gap: space(5) } as const;

/**
 * A free-text answer. An emptied text stays '' (final-form's default parse would drop the key, and the
 * draft save would then keep the old text on the server).
 */
function AnswerText({ name, ...props }: Omit<TextAreaProps, 'name'> & { name: keyof Answers }) {
  const { input } = useField<string | null>(name, { parse: (value) => value, subscription: { value: true } });
  return <TextArea {...props} value={input.value ?? ''} onChange={(e) => input.onChange(e.target.value)} />;
}

export function GameStep({ claims }: { claims: ReactNode }) {
  return (
    <div css={stackCss}>
      {STAR_QUESTIONS.map((q) => (
        <div key={q.key} css={{ display: 'grid', gap: space(1) }}>
          <span css={{ fontWeight: fontWeight.medium }}>{q.label}</span>
          <FormStars name={q.key} max={5} groupLabel={q.label} />
        </div>
      ))}
      <ChoiceGroup name="event_atmosphere_assessment" label="Атмосфера на игре" options={ATMOSPHERE} />
      <ChoiceGroup name="event_host_assessment" label="Ведущий" options={HOST} />
      <ChoiceGroup
        name="recommendation_probability"
        label="Порекомендуете нас друзьям?"
        options={RECOMMENDATION}
      />
      {claims}
    </div>
  );
}

export function RestaurantStep() {
  return (
    <div css={stackCss}>
      <ChoiceGroup
        name="restaurant_service_assessment"
        label="Обслуживание в ресторане"
        options={RESTAURANT}
      />
      <ChoiceGroup name="food_and_drink_quality" label="Еда и напитки" options={RESTAURANT} />
      <AnswerText name="restaurant_comment" label="Комментарий для ресторана" />
      <FormCheckbox name="want_restaurant_responce" label="Хочу получить ответ от ресторана" />
    </div>
  );
}

export function WishesStep() {
  return (
    <div css={stackCss}>
      <AnswerText name="wishes_and_recommendations" label="Пожелания и рекомендации" rows={6} />
      <FormCheckbox name="want_orginizer_responce" label="Хочу получить ответ от организатора" />
    </div>
  );
}

export function ThanksStep() {
  return (
    <div role="status" css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
      <h2 css={{ margin: 0, color: colors.primary }}>Спасибо за отзыв!</h2>
      <p css={{ margin: 0 }}>Мы прочитаем каждое слово и учтём ваши пожелания на следующих играх.</p>
      <Button href={HOME} onClick={(e) => handleAppLinkClick(e, HOME)} variant="secondary">
        На главную
      </Button>
    </div>
  );
}
