/**
 * A long team name never overlaps its neighbours: on the score sheet it wraps inside the team column (at
 * most three lines, then «…», the whole name in its title) instead of running over the tour inputs; on
 * the seating cards it wraps inside the card beside its badge. jsdom lays nothing out, so these tests
 * check the CSS rules that keep it so (the overlap itself was measured in Chromium, see the README).
 */

import type { ScoreSheet } from '@quiz/contract';
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { scoreSheet, seatingState } from '../test/fixtures';
import { createCellStore } from './scores/cellStore';
import { ScoreTable } from './scores/ScoreTable';
import { TableCard, TeamCard } from './seating/cards';

const LONG = 'Суперкомандачемпионоввсехквизовмираивселенной';

/** The grid inside its form, with the cells' store the sheet screen gives it. */
function Sheet({ sheet }: { sheet: ScoreSheet }) {
  const form = useForm();
  const [cells] = useState(() => createCellStore(form));
  return <ScoreTable sheet={sheet} saves={{}} cells={cells} onCommit={() => undefined} />;
}

describe('a long team name', () => {
  it('wraps inside the score sheet’s team column, clamped to three lines with the whole name in its title', () => {
    const sheet = scoreSheet([{ id: 21, title: LONG }]);
    render(
      <Form onSubmit={() => undefined} initialValues={{}}>
        {() => <Sheet sheet={sheet} />}
      </Form>,
    );
    const name = within(screen.getByRole('rowheader')).getByText(LONG);
    expect(name).toHaveAttribute('title', LONG);
    const style = getComputedStyle(name);
    expect(style.overflowWrap).toBe('anywhere');
    expect(style.overflow).toBe('hidden');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    // the team column keeps its width: the name never widens it over the inputs
    expect(getComputedStyle(screen.getByRole('rowheader')).maxWidth).toBe('140px');
  });

  it('wraps inside a seating team card, the badge keeping its room', () => {
    const state = seatingState();
    const team = { ...(state.teams[0] as (typeof state.teams)[number]), title: LONG };
    render(<TeamCard team={team} state={{ ...state, teams: [team] }} />);
    const card = screen.getByRole('article', { name: LONG });
    const title = within(card).getByRole('heading', { name: LONG });
    expect(getComputedStyle(title).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(title).minWidth).toBe('0');
    const badges = within(card).getByText('В игре').parentElement as HTMLElement;
    expect(getComputedStyle(badges).flexShrink).toBe('0');
  });

  it('wraps in the list of a table card’s teams', () => {
    const state = seatingState();
    const team = { ...(state.teams[0] as (typeof state.teams)[number]), title: LONG };
    render(
      <TableCard
        table={state.tables[0] as (typeof state.tables)[number]}
        state={{ ...state, teams: [team] }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Стол 1' });
    expect(getComputedStyle(within(card).getByText(LONG)).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(within(card).getByRole('heading', { name: 'Стол 1' })).overflowWrap).toBe(
      'anywhere',
    );
  });
});
