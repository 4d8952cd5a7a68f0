import { pageQueryClient } from '@quiz/api/query';
import { restoreNetwork } from '@quiz/api/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

// Every test starts on the real adapter and an empty query cache: a fake network or an answer of one
// test never leaks into the next.
afterEach(restoreNetwork);

/**
 * Components render inside the page's query cache, as every remote's tree does in the browser
 * (`remoteTree` in @quiz/federation wraps each remote and widget in it). A test's own `wrapper` goes
 * inside it.
 */
function PageQueries({ children }: { children?: ReactNode }) {
  return createElement(QueryClientProvider, { client: pageQueryClient() }, children);
}

jest.mock('@testing-library/react', () => {
  const actual: typeof import('@testing-library/react') = jest.requireActual('@testing-library/react');
  type Options = { wrapper?: React.JSXElementConstructor<{ children: ReactNode }> };
  const within =
    (inner: Options['wrapper']) =>
    ({ children }: { children: ReactNode }) =>
      createElement(PageQueries, null, inner ? createElement(inner, null, children) : children);
  return {
    ...actual,
    render: (ui: React.ReactElement, options: Options = {}) =>
      actual.render(ui, { ...options, wrapper: within(options.wrapper) } as never),
    renderHook: (hook: (props: unknown) => unknown, options: Options = {}) =>
      actual.renderHook(hook, { ...options, wrapper: within(options.wrapper) } as never),
  };
});
