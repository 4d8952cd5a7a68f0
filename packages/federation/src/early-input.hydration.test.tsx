/**
 * Early input held on a server-rendered form and handed to React as it hydrates: the form's own submit
 * never reloads the page, and what was typed before is what the form's state sends.
 */
import { act, waitFor } from '@testing-library/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInputOnPage, LIVE_SLOT_ATTRIBUTE } from './early-input';

/** The door's check-in form: a controlled field and a submit, saved by script. */
function DoorForm(props: {
  players: string;
  onType: (typed: string) => void;
  onSave: (players: string) => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(props.players);
  };
  return (
    <form aria-label="Отметка «Совы»" onSubmit={submit}>
      <input
        aria-label="Сколько пришло человек"
        value={props.players}
        onChange={(event) => props.onType(event.target.value)}
      />
      <button type="submit">Отметить: пришла</button>
    </form>
  );
}

/**
 * The check-in as the screens build it. Like a final-form form registering its fields, it sets its
 * values again in an effect after the first render, which puts the initial number back on the screen
 * over what was typed before.
 */
function CheckIn({ onSave }: { onSave: (players: string) => void }) {
  const [values, setValues] = useState({ players: '4' });
  useEffect(() => setValues({ players: '4' }), []);
  return <DoorForm players={values.players} onType={(players) => setValues({ players })} onSave={onSave} />;
}

/**
 * A form whose fields register late: React runs the effects it still has pending before it renders what
 * a change asked for, so the first change it hears puts the initial value back instead (what a final-form
 * form does when the typing reaches it before its fields' effects ran).
 */
function LateCheckIn({ onSave }: { onSave: (players: string) => void }) {
  const [players, setPlayers] = useState('4');
  const registered = useRef(false);
  const type = (typed: string) => {
    setPlayers(registered.current ? typed : '4');
    registered.current = true;
  };
  return <DoorForm players={players} onType={type} onSave={onSave} />;
}

function serverPage(form = <CheckIn onSave={() => undefined} />): HTMLElement {
  const html = renderToString(form);
  document.body.innerHTML = `<div id="root"><main><div data-ssr-slot="">${html}</div></main></div>`;
  return document.querySelector('[data-ssr-slot]') as HTMLElement;
}

/** The hold and the hydrated root of the test running: both are let go after it. */
let stop: () => void = () => undefined;
let root: ReturnType<typeof hydrateRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stop();
  document.body.innerHTML = '';
});

describe('a server-rendered form before and after React takes it over', () => {
  it('a tap on «Отметить: пришла» before the screen is live: no reload, saved once it is, with the number typed', async () => {
    const slot = serverPage();
    stop = holdEarlyInputOnPage(document);
    const field = slot.querySelector('input') as HTMLInputElement;
    const form = slot.querySelector('form') as HTMLFormElement;
    const nativeSubmits: string[] = [];
    form.addEventListener('submit', () => nativeSubmits.push('submit'));

    // the organizer corrects the number and taps the button while the page is still the server's
    field.value = '5';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    (slot.querySelector('button') as HTMLButtonElement).dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(nativeSubmits).toEqual([]);

    const saved: string[] = [];
    await act(async () => {
      root = hydrateRoot(slot, <CheckIn onSave={(players) => saved.push(players)} />);
    });
    // React owns the form; nothing is made again until the remote's mount has finished
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(saved).toEqual([]);
    slot.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
    await waitFor(() => expect(saved).toEqual(['5']));
    expect(field.value).toBe('5');
    expect(nativeSubmits).toEqual(['submit']);
  });

  it('a form that puts its initial value back when it first hears the typing gets the typing again, then the tap', async () => {
    const slot = serverPage(<LateCheckIn onSave={() => undefined} />);
    stop = holdEarlyInputOnPage(document);
    const field = slot.querySelector('input') as HTMLInputElement;
    field.value = '5';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    (slot.querySelector('button') as HTMLButtonElement).click();

    const saved: string[] = [];
    await act(async () => {
      root = hydrateRoot(slot, <LateCheckIn onSave={(players) => saved.push(players)} />);
    });
    slot.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
    await waitFor(() => expect(saved).toEqual(['5']));
    expect(field.value).toBe('5');
  });

  it('a number typed before the screen is live and sent after it: the form sends what the screen shows', async () => {
    const slot = serverPage();
    stop = holdEarlyInputOnPage(document);
    const field = slot.querySelector('input') as HTMLInputElement;
    field.value = '6';
    field.dispatchEvent(new Event('input', { bubbles: true }));

    const saved: string[] = [];
    await act(async () => {
      root = hydrateRoot(slot, <CheckIn onSave={(players) => saved.push(players)} />);
    });
    slot.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
    // the slot is live; the tap comes before React's state has heard of the typing (the next frame):
    // it waits for it
    act(() => (slot.querySelector('button') as HTMLButtonElement).click());
    await waitFor(() => expect(saved).toEqual(['6']));
  });
});

/** A score cell as the scoring sheet builds it: saved by script when it is left, if it changed. */
function ScoreCell({ onSave }: { onSave: (score: string) => void }) {
  const [score, setScore] = useState('');
  return (
    <form aria-label="Баллы игры" onSubmit={(event) => event.preventDefault()}>
      <input
        aria-label="Совы, тур 2"
        value={score}
        onChange={(event) => setScore(event.target.value)}
        onBlur={() => {
          if (score !== '') onSave(score);
        }}
      />
      <input aria-label="Совы, тур 3" defaultValue="" />
      <output aria-label="Итого «Совы»">{score}</output>
    </form>
  );
}

describe('a score cell typed into before its screen is live', () => {
  async function typeThenHydrate(leave: boolean) {
    const slot = serverPage(<ScoreCell onSave={() => undefined} />);
    stop = holdEarlyInputOnPage(document);
    const [cell, next] = Array.from(slot.querySelectorAll('input'));
    if (!cell || !next) throw new Error('the server page has no cells');
    cell.focus();
    cell.value = '8';
    cell.dispatchEvent(new Event('input', { bubbles: true }));
    if (leave) next.focus(); // Tab: on to the next cell
    const saved: string[] = [];
    await act(async () => {
      root = hydrateRoot(slot, <ScoreCell onSave={(score) => saved.push(score)} />);
    });
    slot.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
    return { cell, next, saved };
  }

  it('typed and left: saved once the screen is live, and the focus stays where the organizer went', async () => {
    const { cell, next, saved } = await typeThenHydrate(true);
    await waitFor(() => expect(saved).toEqual(['8']));
    expect(cell.value).toBe('8');
    expect(document.activeElement).toBe(next);
  });

  it('typed and still being typed into: not left for the organizer, saved when he leaves it', async () => {
    const { cell, next, saved } = await typeThenHydrate(false);
    // the screen has heard of the typing: its total follows it
    const total = document.querySelector('output') as HTMLOutputElement;
    await waitFor(() => expect(total).toHaveTextContent('8'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(saved).toEqual([]);
    expect(document.activeElement).toBe(cell);
    act(() => next.focus());
    expect(saved).toEqual(['8']);
  });
});
