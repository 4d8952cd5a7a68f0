/**
 * mf-preorder mounted on a venue's page by the embed loader (`embedded: true`): styles go into the
 * element's shadow root (an emotion cache with `container`), API calls and pictures go to the site's
 * origin, messages show inside the element, data is kept in a query cache of the embed's own (this
 * remote is its only user on a venue page), and catalog ↔ product ↔ cart is local state, so the venue
 * page's URL never changes.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { setPageApiBase } from '@quiz/api';
import { pageQueryClient } from '@quiz/api/query';
import type { ToastKind } from '@quiz/bus';
import { colors, radius, space } from '@quiz/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { PreorderView } from '../features/preorder/PreorderView';
import { type PreorderEnv, PreorderEnvContext } from '../shared/env';
import type { EmbedOptions } from './contract';

export interface EmbedRootProps {
  eventId: number;
  teamId: number;
  linkToken?: string;
  embed: EmbedOptions;
}

export default function EmbedRoot({ eventId, teamId, linkToken, embed }: EmbedRootProps) {
  const cache = useMemo(
    () => createCache({ key: 'po-embed', container: embed.styleRoot }),
    [embed.styleRoot],
  );
  // the shared client of @quiz/api: on a venue page this remote is its only user
  setPageApiBase(`${embed.siteOrigin}/api/`);
  const [message, setMessage] = useState<{ text: string; kind: ToastKind } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const env = useMemo<PreorderEnv>(
    () => ({
      embedded: true,
      siteOrigin: embed.siteOrigin,
      portal: embed.portal,
      assetUrl: (url) => (url.startsWith('/') ? `${embed.siteOrigin}${url}` : url),
      notify: (text, kind = 'info') => {
        setMessage({ text, kind });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setMessage(null), 3000);
      },
    }),
    [embed],
  );
  return (
    <CacheProvider value={cache}>
      <QueryClientProvider client={pageQueryClient()}>
        <PreorderEnvContext.Provider value={env}>
          <div role="status" aria-live="polite" css={{ minHeight: 0 }}>
            {message ? (
              <p
                css={{
                  margin: `0 0 ${space(3)}`,
                  padding: space(3),
                  borderRadius: radius.card,
                  background: message.kind === 'error' ? '#FDECEC' : colors.grey[100],
                  color: message.kind === 'error' ? '#B3261E' : colors.text,
                }}
              >
                {message.text}
              </p>
            ) : null}
          </div>
          <PreorderView eventId={eventId} teamId={teamId} {...(linkToken ? { linkToken } : {})} />
        </PreorderEnvContext.Provider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
