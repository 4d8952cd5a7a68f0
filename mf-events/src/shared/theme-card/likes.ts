/**
 * Theme likes («Я бы сыграл»): the user's likes come with the session (user.like); a toggle posts
 * user/like and announces `like.changed`, so every card of the same theme on the page follows.
 * Logged out, a click asks for login first and then sets the like (the click's intent).
 */

import { BehaviorSubject, emit, on, session$ } from '@quiz/bus';
import { useSession } from '@quiz/bus/react';
import type { Theme } from '@quiz/contract';
import { useState, useSyncExternalStore } from 'react';
import { likeTheme } from '../api/likes';
import { isLoggedIn } from '../session';

export const LIKE_TEXT = 'Я бы сыграл';
export const LIKE_ERROR_TEXT = 'Не удалось сохранить отметку. Попробуйте ещё раз.';

interface LikeOverride {
  liked: boolean;
  likesCount?: number;
}

const overrides$ = new BehaviorSubject<Record<number, LikeOverride>>({});
let wired = false;

function wire(): void {
  if (wired) return;
  wired = true;
  on('like.changed').subscribe(({ themeId, liked }) => {
    const prev = overrides$.getValue();
    overrides$.next({ ...prev, [themeId]: { ...prev[themeId], liked } });
  });
  on('auth.loggedOut').subscribe(() => overrides$.next({}));
  on('auth.loggedIn').subscribe(() => overrides$.next({}));
}

/** For tests: forget every local like. */
export function resetLikes(): void {
  overrides$.next({});
}

function setOverride(themeId: number, value: LikeOverride): void {
  overrides$.next({ ...overrides$.getValue(), [themeId]: value });
}

function likedNow(theme: Pick<Theme, 'id' | 'isLiked'>): boolean {
  const override = overrides$.getValue()[theme.id];
  if (override) return override.liked;
  const user = session$.getValue().user;
  if (!session$.getValue().token || !user) return false;
  return user.like.includes(theme.id) || theme.isLiked === true;
}

export interface ThemeLike {
  liked: boolean;
  likesCount: number | undefined;
  pending: boolean;
  toggle: () => void;
}

export function useThemeLike(theme: Pick<Theme, 'id' | 'isLiked' | 'likes_count'>): ThemeLike {
  wire();
  const overrides = useSyncExternalStore(
    (cb) => {
      const s = overrides$.subscribe(cb);
      const t = session$.subscribe(cb);
      return () => {
        s.unsubscribe();
        t.unsubscribe();
      };
    },
    () => overrides$.getValue(),
    () => overrides$.getValue(),
  );
  const session = useSession();
  const [pending, setPending] = useState(false);
  const override = overrides[theme.id];
  const liked =
    override?.liked ??
    (!!session.token && !!session.user && (session.user.like.includes(theme.id) || theme.isLiked === true));

  const send = async (status: boolean) => {
    setPending(true);
    try {
      const res = await likeTheme(theme.id, status);
      setOverride(theme.id, { liked: res.status, likesCount: res.likes_count });
      emit({ type: 'like.changed', themeId: theme.id, liked: res.status });
    } catch {
      emit({ type: 'toast.show', kind: 'error', message: LIKE_ERROR_TEXT });
    } finally {
      setPending(false);
    }
  };

  const toggle = () => {
    if (pending) return;
    if (isLoggedIn()) {
      void send(!likedNow(theme));
      return;
    }
    emit({ type: 'auth.required', retry: () => void send(true) });
  };

  return { liked, likesCount: override?.likesCount ?? theme.likes_count, pending, toggle };
}
