/**
 * Route `secretPreorder` (/preorder/{secret}?date=): the venue staff's page, without login. The
 * orders of one day grouped by game, team and player, with totals per team and per game, and a print
 * layout (only this list is printed).
 */
import { css, Global } from '@emotion/react';
import { emit } from '@quiz/bus';
import type { SecretPreorder } from '@quiz/contract';
import { cartTotal } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  colors,
  EmptyState,
  formatDayMonth,
  formatMoney,
  formatTime,
  formatWeekday,
  ScrollArea,
  Select,
  space,
} from '@quiz/ui';
import { Frame, FrameWaiting } from '../../shared/Frame';
import { TEXTS } from '../../shared/texts';
import { useSecretPreorder } from './api/secret-preorder';

type Order = SecretPreorder['events'][number]['teams'][number]['carts'][number]['orders'][number];
const lines = (orders: readonly Order[]) =>
  orders.map((o) => ({ quantity: o.quantity, product: { price: o.price } }));

const printCss = css`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-root],
    [data-print-root] * {
      visibility: visible;
    }
    [data-print-root] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    [data-no-print] {
      display: none !important;
    }
    [data-print-root] table {
      page-break-inside: avoid;
    }
  }
`;

const tableCss = css`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${space(3)};
  th,
  td {
    text-align: left;
    padding: ${space(1)} ${space(2)};
    border-bottom: 1px solid ${colors.grey[200]};
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
`;

/**
 * '2026-11-27' as «пт, 27 ноября»: a calendar day, with no time of its own (noon UTC only keeps it
 * the same day everywhere; each game's own time is told beside it, in the venue's zone).
 */
const dayLabel = (day: string) => {
  const noon = `${day}T12:00:00Z`;
  return `${formatWeekday(noon, { timeZone: 'UTC' })}, ${formatDayMonth(noon, { timeZone: 'UTC' })}`;
};

export function SecretPreorderView({ secret, date }: { secret: string; date?: string }) {
  const state = useSecretPreorder(secret, date);
  if (state.error || !state.data) {
    return (
      <FrameWaiting title={TEXTS.secretTitle} error={state.error} loading="Загружаем заказы" count={2} />
    );
  }
  const data = state.data;
  // every game's time in the venue's zone, never the browser's
  const zone = data.place.timezone ? { timeZone: data.place.timezone } : {};
  const days = data.date && !data.dates.includes(data.date) ? [data.date, ...data.dates] : data.dates;
  return (
    <Frame
      title={TEXTS.secretTitle}
      actions={
        <div data-no-print css={{ display: 'flex', gap: space(3), alignItems: 'flex-end', flexWrap: 'wrap' }}>
          {days.length > 0 ? (
            <Select
              label={TEXTS.secret.pick}
              value={data.date ?? ''}
              options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
              onChange={(e) =>
                emit({ type: 'nav.go', to: href('secretPreorder', { secret }, { date: e.target.value }) })
              }
            />
          ) : null}
          <Button variant="secondary" onClick={() => window.print()}>
            {TEXTS.secret.print}
          </Button>
        </div>
      }
    >
      <Global styles={printCss} />
      <div data-print-root>
        <p css={{ fontWeight: 700, margin: 0 }}>{data.place.title}</p>
        <p css={{ color: colors.muted }}>
          {data.place.address}
          {data.date ? ` · ${dayLabel(data.date)}` : ''}
        </p>
        {data.date === null ? <EmptyState title={TEXTS.secret.noGames} /> : null}
        {data.date !== null && data.events.every((e) => e.teams.length === 0) ? (
          <EmptyState title={TEXTS.secret.none} />
        ) : null}
        {data.events
          .filter((e) => e.teams.length > 0)
          .map(({ event, teams }) => {
            const eventTotal = cartTotal(teams.flatMap((t) => t.carts.flatMap((c) => lines(c.orders))));
            return (
              <section key={event.id} aria-label={event.title} css={{ marginBottom: space(8) }}>
                <h2 css={{ color: colors.primary }}>
                  {event.title}, {formatTime(event.date, zone)}
                </h2>
                {teams.map(({ team, carts }) => (
                  <section key={team.id} aria-label={team.title}>
                    <h3>{team.title}</h3>
                    <ScrollArea label={`${TEXTS.secret.product}: ${team.title}`}>
                      <table css={tableCss}>
                        <thead>
                          <tr>
                            <th>{TEXTS.secret.category}</th>
                            <th>{TEXTS.secret.product}</th>
                            <th className="num">{TEXTS.secret.price}</th>
                            <th className="num">{TEXTS.secret.qty}</th>
                            <th className="num">{TEXTS.secret.sum}</th>
                          </tr>
                        </thead>
                        {carts.map((c, ci) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: carts have no id on this page; order is stable
                          <tbody key={ci} aria-label={c.name}>
                            <tr>
                              <th colSpan={5} scope="rowgroup" css={{ background: colors.grey[100] }}>
                                {c.name}
                                {c.guest ? ` (${TEXTS.secret.guest})` : ''}
                              </th>
                            </tr>
                            {c.orders.map((o, oi) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: a player's lines in server order
                              <tr key={oi}>
                                <td>{o.category}</td>
                                <td>{o.title}</td>
                                <td className="num">{formatMoney(o.price)}</td>
                                <td className="num">{o.quantity}</td>
                                <td className="num">{formatMoney(o.price * o.quantity)}</td>
                              </tr>
                            ))}
                          </tbody>
                        ))}
                        <tfoot>
                          <tr>
                            <th colSpan={4}>{TEXTS.secret.teamTotal}</th>
                            <td className="num" data-testid="team-total">
                              <strong>{formatMoney(cartTotal(carts.flatMap((c) => lines(c.orders))))}</strong>
                            </td>
                          </tr>
                        </tfoot>
                      </table>
                    </ScrollArea>
                  </section>
                ))}
                <p css={{ fontWeight: 700, fontSize: '1.2em' }} data-testid="event-total">
                  {TEXTS.secret.eventTotal}: {formatMoney(eventTotal)}
                </p>
              </section>
            );
          })}
      </div>
    </Frame>
  );
}
