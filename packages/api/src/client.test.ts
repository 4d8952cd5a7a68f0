import { type BusEvent, bus, session$ } from '@quiz/bus';
import { FORM_ERROR } from 'final-form';
import { callApi } from './call';
import { type ApiClientOptions, createApiClient } from './client';
import {
  apiErrorStatus,
  apiFieldErrors,
  FALLBACK_ERROR_TEXT,
  formatApiError,
  formatErrorBody,
  isApiError,
  submissionErrors,
} from './errors';
import { pageApiClient } from './page-client';
import { type Answer, fakeNetwork, type Handler } from './testing';

function collectBus(): { events: BusEvent[]; stop: () => void } {
  const events: BusEvent[] = [];
  const sub = bus.events$.subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}

/** A client made by `createApiClient` whose every request gets `answer`. */
function fakeClient(answer: Handler | Answer, options: ApiClientOptions = {}) {
  const client = createApiClient(options);
  const net = fakeNetwork({ client });
  net.on('*', answer);
  return { client, net };
}

afterEach(() => {
  session$.next({ token: null, user: null });
});

describe('createApiClient', () => {
  it("uses base '/api/' and sends 'Authorization: Token {token}' when there is a token", async () => {
    const { client, net } = fakeClient({ status: 200, data: { ok: true } }, { getToken: () => 'abc123' });
    await client.get('common');
    expect(net.requests).toMatchObject([{ baseURL: '/api/', url: 'common', authorization: 'Token abc123' }]);
  });
  it('sends no Authorization header when logged out', async () => {
    const { client, net } = fakeClient({ status: 200, data: {} }, { getToken: () => null });
    await client.get('common');
    expect(net.requests[0]?.authorization).toBeNull();
  });
  it('calls onUnauthorized with the error text on a 401, and still rejects', async () => {
    const onUnauthorized = jest.fn();
    const { client } = fakeClient(
      { status: 401, data: { detail: 'Недопустимый токен.' } },
      { getToken: () => 'old', onUnauthorized },
    );
    await expect(client.get('user_detail')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[1]).toBe('Недопустимый токен.');
  });
  it('does not call onUnauthorized for other errors or when skipped', async () => {
    const onUnauthorized = jest.fn();
    const { client } = fakeClient(
      (req) =>
        req.url === 'forbidden' ? { status: 403, data: { detail: 'Нет прав' } } : { status: 401, data: {} },
      { onUnauthorized },
    );
    await expect(client.get('forbidden')).rejects.toBeTruthy();
    await expect(client.get('quiet', { skipUnauthorized: true })).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("the page's api client", () => {
  it('reads the token from session$ on every call', async () => {
    const net = fakeNetwork();
    const api = await pageApiClient();
    net.on('*', { status: 200, data: [] });
    await api.get('cities_list');
    session$.next({ token: 'tok-1', user: null });
    await api.get('cities_list');
    expect(net.requests.map((r) => r.authorization)).toEqual([null, 'Token tok-1']);
  });
  it('on a 401 emits auth.loggedOut and an error toast with the error text', async () => {
    fakeNetwork().on('*', { status: 401, data: { detail: 'Недопустимый токен.' } });
    const api = await pageApiClient();
    session$.next({ token: 'expired', user: null });
    const { events, stop } = collectBus();
    await expect(api.get('user_detail')).rejects.toBeTruthy();
    stop();
    expect(events).toEqual([
      { type: 'auth.loggedOut', reason: 'Недопустимый токен.' },
      { type: 'toast.show', kind: 'error', message: 'Недопустимый токен.' },
    ]);
  });
  it('emits nothing on success or on a 400', async () => {
    fakeNetwork().on('*', (req) =>
      req.url === 'bad' ? { status: 400, data: { phone: ['x'] } } : { status: 200 },
    );
    const api = await pageApiClient();
    const { events, stop } = collectBus();
    await api.get('ok');
    await expect(api.get('bad')).rejects.toBeTruthy();
    stop();
    expect(events).toEqual([]);
  });
});

describe('formatApiError (SPEC §8)', () => {
  async function failure(answer: Answer): Promise<unknown> {
    try {
      await fakeClient(answer).client.post('x', {});
    } catch (error) {
      return error;
    }
    throw new Error('expected the call to fail');
  }

  it('shows the response detail', async () => {
    const error = await failure({ status: 400, data: { detail: 'Регистрация не доступна' } });
    expect(formatApiError(error)).toBe('Регистрация не доступна');
  });
  it("shows the fields as 'key – values' lines, the key a Russian field name, values joined by ', '", async () => {
    const error = await failure({
      status: 400,
      data: { phone: ['Некорректный номер', 'Номер уже занят'], name: ['Обязательное поле'] },
    });
    expect(formatApiError(error)).toBe(
      'Телефон – Некорректный номер, Номер уже занят\nИмя – Обязательное поле',
    );
  });
  it('accepts plain string field values and shows non_field_errors without the key', () => {
    expect(formatErrorBody({ title: 'Слишком длинное', non_field_errors: ['Команда уже есть'] })).toBe(
      'Название – Слишком длинное\nКоманда уже есть',
    );
  });
  it("falls back to 'Что-то пошло не так...' for network errors, empty bodies, HTML and non-API errors", async () => {
    expect(FALLBACK_ERROR_TEXT).toBe('Что-то пошло не так...');
    expect(formatApiError(await failure('network-error'))).toBe('Что-то пошло не так...');
    expect(formatApiError(await failure({ status: 500, data: '<html>502</html>' }))).toBe(
      'Что-то пошло не так...',
    );
    expect(formatApiError(await failure({ status: 500, data: {} }))).toBe('Что-то пошло не так...');
    expect(formatApiError(new Error('boom'))).toBe('Что-то пошло не так...');
    expect(formatApiError(undefined, 'что-то пошло не так :(')).toBe('что-то пошло не так :(');
  });
  it('maps field messages to the form fields for final-form, else gives the SPEC §8 text as the form error', async () => {
    const error = await failure({
      status: 400,
      data: { first_name: ['Имя должно содержать не менее 2 букв!'] },
    });
    expect(apiFieldErrors(error, { first_name: 'name' })).toEqual({
      name: 'Имя должно содержать не менее 2 букв!',
    });
    expect(apiFieldErrors(error, { phone: 'phone' })).toBeUndefined();
    expect(submissionErrors(error, { first_name: 'name' })).toEqual({
      name: 'Имя должно содержать не менее 2 букв!',
    });
    const refused = await failure({ status: 403, data: { detail: 'Нет доступа' } });
    expect(submissionErrors(refused, { first_name: 'name' })).toEqual({ [FORM_ERROR]: 'Нет доступа' });
    expect(submissionErrors(await failure('network-error'))).toEqual({
      [FORM_ERROR]: 'Что-то пошло не так...',
    });
  });
  it('isApiError and apiErrorStatus tell API failures apart', async () => {
    const error = await failure({ status: 409, data: { info: 'Команда существует', team_id: 7 } });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 409)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorStatus(await failure('network-error'))).toBeNull();
  });
});

describe('common calls through callApi', () => {
  it('hit the SPEC §7 paths and return the body', async () => {
    const { client } = fakeClient((req) => ({
      status: 200,
      data: { url: req.url, params: Object.keys(req.query).length ? req.query : null },
    }));
    const echo = (value: unknown) => value;
    expect(echo(await callApi('common', {}, { client }))).toEqual({ url: 'common', params: null });
    expect(echo(await callApi('citiesList', {}, { client }))).toEqual({ url: 'cities_list', params: null });
    expect(echo(await callApi('landingFeed', { query: { city: 3 } }, { client }))).toEqual({
      url: 'landing_feed',
      params: { city: 3 },
    });
    expect(echo(await callApi('landingFeed', { query: { city: undefined } }, { client }))).toEqual({
      url: 'landing_feed',
      params: null,
    });
    expect(echo(await callApi('themes', {}, { client }))).toEqual({ url: 'theme/', params: null });
  });
  it('use the shared client by default', async () => {
    const net = fakeNetwork();
    net.on('themes', { status: 200, data: [] });
    await callApi('themes');
    expect(net.calls('themes')).toHaveLength(1);
  });
});
