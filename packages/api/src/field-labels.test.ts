/**
 * SPEC §8 'key – values' lines name the field in Russian: the caller's labels, else the API's own
 * (`FIELD_LABELS`); a field with no label shows its values alone, never its internal key.
 */

import { FIELD_LABELS, formatApiError, formatErrorBody, submissionErrors } from './errors';
import { pageApiClient } from './page-client';
import { fakeNetwork } from './testing';

const FORM_ERROR = 'FINAL_FORM/form-error';

async function refusal(data: unknown): Promise<unknown> {
  const net = fakeNetwork();
  net.on('POST x/', { status: 400, data });
  try {
    await (await pageApiClient()).post('x/', {});
  } catch (error) {
    return error;
  } finally {
    net.restore();
  }
  throw new Error('expected the call to fail');
}

describe('field errors name the field in Russian', () => {
  it('uses the API’s labels for the fields it refuses by name', () => {
    expect(formatErrorBody({ photos: ['За один раз — не больше 10 фото.'] })).toBe(
      'Фото – За один раз — не больше 10 фото.',
    );
    expect(formatErrorBody({ phone: ['Некорректный номер'], first_name: ['Слишком короткое'] })).toBe(
      'Телефон – Некорректный номер\nИмя – Слишком короткое',
    );
    expect(FIELD_LABELS.captain_phone).toBe('Телефон капитана');
  });

  it('prefers the calling form’s labels, and names a nested field by its first part', () => {
    expect(
      formatErrorBody(
        { reg_url: ['Ссылка должна начинаться с https://'], 'players.0.name': ['Обязательное поле.'] },
        { reg_url: 'Внешняя ссылка на регистрацию', players: 'Игроки' },
      ),
    ).toBe(
      'Внешняя ссылка на регистрацию – Ссылка должна начинаться с https://\nИгроки – Обязательное поле.',
    );
  });

  it('shows only the values of a field it cannot name, and of nested objects, never a key', () => {
    const text = formatErrorBody({
      some_internal_key: ['Значение не подходит.'],
      nested: { inner_key: ['Глубже.'] },
    });
    expect(text).toBe('Значение не подходит.\nГлубже.');
  });

  it('formatApiError and submissionErrors take the labels too', async () => {
    const error = await refusal({ cost: ['Цена — целое число.'], seats: ['Столов — не больше 100.'] });
    expect(formatApiError(error, { labels: { cost: 'Цена' } })).toBe(
      'Цена – Цена — целое число.\nСтолы – Столов — не больше 100.',
    );
    expect(formatApiError(new Error('boom'), { fallback: 'упс' })).toBe('упс');
    expect(submissionErrors(error, {}, { cost: 'Цена' })).toEqual({
      [FORM_ERROR]: 'Цена – Цена — целое число.\nСтолы – Столов — не больше 100.',
    });
  });
});
