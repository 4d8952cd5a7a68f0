/**
 * Loading the shell's modules makes no Intl formatter. The first number or date formatter of a page
 * loads ICU's data for it, 30–60 ms of one main-thread task at 1× CPU in Chromium (a single call that
 * cannot yield), so it must not be paid in the start's module evaluation for a text the page may never
 * show. The spies wrap the real constructors and methods; nothing is replaced.
 */
import './auth/test-polyfills';

test('evaluating the shell (its app, the packages it imports) constructs no number or date formatter', () => {
  const spies = {
    'Intl.NumberFormat': jest.spyOn(Intl, 'NumberFormat'),
    'Intl.DateTimeFormat': jest.spyOn(Intl, 'DateTimeFormat'),
    'Number#toLocaleString': jest.spyOn(Number.prototype, 'toLocaleString'),
    'Date#toLocaleString': jest.spyOn(Date.prototype, 'toLocaleString'),
    'Date#toLocaleDateString': jest.spyOn(Date.prototype, 'toLocaleDateString'),
    'Date#toLocaleTimeString': jest.spyOn(Date.prototype, 'toLocaleTimeString'),
  };
  jest.isolateModules(() => {
    require('./bootstrap');
  });
  const used = Object.entries(spies)
    .filter(([, spy]) => spy.mock.calls.length > 0)
    .map(([name]) => name);
  for (const spy of Object.values(spies)) spy.mockRestore();
  expect(used).toEqual([]);
});
