/** «Готов играть в других командах» (is_legionary): saved at once; the box follows the server's answer. */
import { emit } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { colors, QuizForm } from '@quiz/ui';
import type { FormApi } from 'final-form';
import { toastError } from '../../shared/bus';
import { SavedCheckbox } from '../../shared/SavedCheckbox';
import { saveLegionary } from './api/profile';
import { CABINET_VIEW_TEXTS } from './cabinet-texts';

interface LegionaryValues {
  is_legionary: boolean;
}

export function LegionaryToggle({ user }: { user: User }) {
  async function save({ is_legionary: on }: LegionaryValues, form: FormApi<LegionaryValues>) {
    try {
      const res = await saveLegionary(on);
      form.change('is_legionary', res.user.is_legionary);
      emit({ type: 'user.updated', user: res.user });
    } catch (error) {
      form.change('is_legionary', !on);
      toastError(error);
    }
    return undefined;
  }
  return (
    <QuizForm<LegionaryValues> initialValues={{ is_legionary: user.is_legionary }} onSubmit={save}>
      <SavedCheckbox name="is_legionary" label={CABINET_VIEW_TEXTS.legionary} />
      <p css={{ color: colors.muted, margin: 0, fontSize: '0.9em' }}>{CABINET_VIEW_TEXTS.legionaryHint}</p>
    </QuizForm>
  );
}
