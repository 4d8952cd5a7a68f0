/**
 * The personal cabinet's writes (SPEC §2 "Personal cabinet", §7 `PATCH user/update/`,
 * `POST user/update/phone_confirm/`, §8 texts):
 * - name and is_legionary are saved at once; an avatar is checked by its bytes and stored as a
 *   thumbnail (../../media/avatar.ts);
 * - a new phone is never saved directly: a 4-digit code goes to the new number through the login-code
 *   channel (`CODE_CHANNEL`; the dev outbox locally), valid 10 minutes, 5 tries; every send spends the
 *   code budgets all senders share (../../auth/text-budget.ts: per account, per address, per number),
 *   so phone changes are no way around the login's limits; the code moves the phone over («Номер успешно изменен :)»), a wrong one is
 *   «Неверный код!». A phone of another account is refused before anything is sent.
 * Every refusal is thrown before any write of the same request.
 */
import { INVALID_PHONE_TEXT, type SendBy, type User } from '@quiz/contract';
import { ENDPOINTS, fillPath } from '@quiz/contract/endpoints';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, normalizePhone, PROFILE_TEXTS } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { type DeliveryChannel, DeliveryError } from '../../auth/channels/types';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from '../../auth/limits';
import { hashCode, randomCode } from '../../auth/otp';
import { DELIVERY_FAILED_TEXT, OtpError } from '../../auth/otp-errors';
import { spendTextBudget } from '../../auth/text-budget';
import { loadUserView } from '../../auth/user-view';
import type { Db } from '../../db';
import { fieldErrors, HttpError, httpError, orNotFound } from '../../errors';
import { AvatarError, type AvatarProblem, type AvatarThumbnailer } from '../../media/avatar';
import { profileRepository } from './repository';

const PHONE_CHANGE_TTL_MS = CODE_TTL_MS;
const PHONE_CHANGE_MAX_ATTEMPTS = CODE_MAX_ATTEMPTS;

export interface ProfileDeps {
  readonly db: Db;
  readonly channel: DeliveryChannel;
  /** decodes and resizes avatars off the event loop (media/avatar.ts) */
  readonly avatars: AvatarThumbnailer;
  readonly clock?: () => Date;
  readonly generateCode?: () => string;
  /** the code budgets (default those of `@quiz/domain`) */
  readonly limits?: OtpLimits;
}

export interface ProfileInput {
  readonly first_name?: string | undefined;
  readonly phone?: string | undefined;
  readonly is_legionary?: 'true' | 'false' | undefined;
  /** the avatar file's bytes, when one was sent */
  readonly avatar?: Buffer | undefined;
  /** the client's address (`request.ip`): a code sent to a new phone spends its budget */
  readonly ip: string;
}

const AVATAR_PROBLEM_TEXTS: Record<Exclude<AvatarProblem, 'busy'>, string> = {
  type: PROFILE_TEXTS.avatarType,
  pixels: PROFILE_TEXTS.avatarTooManyPixels,
  broken: PROFILE_TEXTS.avatarBroken,
};

const avatarUrl = (userId: number, version: string): string =>
  `${fillPath(ENDPOINTS.userAvatar.path, { id: userId })}?v=${encodeURIComponent(version)}`;

export function createProfileService(deps: ProfileDeps) {
  const { db, channel } = deps;
  const repo = profileRepository(db);
  const clock = deps.clock ?? (() => new Date());
  const generateCode = deps.generateCode ?? randomCode;

  async function view(userId: number): Promise<User> {
    return orNotFound(await loadUserView(db, userId));
  }

  /** The normalized new phone, or null when it is the current one (nothing to confirm). */
  async function newPhone(userId: number, raw: string): Promise<string | null> {
    const phone = normalizePhone(raw);
    if (!isCompletePhone(phone)) throw fieldErrors({ phone: [INVALID_PHONE_TEXT] });
    if (phone === (await repo.phoneOf(userId))) return null;
    const owner = await repo.userByPhone(phone);
    if (owner && owner.id !== userId) throw fieldErrors({ phone: [PROFILE_TEXTS.phoneTaken] });
    return phone;
  }

  async function sendPhoneCode(userId: number, phone: string, ip: string): Promise<SendBy> {
    try {
      const budgets = deps.limits ?? DEFAULT_OTP_LIMITS;
      await spendTextBudget(db, { kind: 'code', phone, ip, account: userId, budgets }, clock());
    } catch (error) {
      if (!(error instanceof OtpError)) throw error;
      throw new HttpError(429, { detail: error.detail, retry_after: error.retryAfter ?? 1 });
    }
    const code = generateCode();
    await repo.startPhoneChange(userId, phone, hashCode(phone, code), channel.name);
    try {
      await channel.send({ phone, code });
    } catch (error) {
      if (error instanceof DeliveryError) throw httpError(502, DELIVERY_FAILED_TEXT);
      throw error;
    }
    return channel.name;
  }

  return {
    async update(userId: number, input: ProfileInput) {
      // checks first: a refused request changes nothing
      let thumbnail: Buffer | null = null;
      if (input.avatar) {
        try {
          thumbnail = await deps.avatars.thumbnail(input.avatar);
        } catch (error) {
          if (!(error instanceof AvatarError)) throw error;
          if (error.problem === 'busy') {
            const seconds = error.retryAfter ?? 1;
            throw new HttpError(429, { detail: PROFILE_TEXTS.avatarBusy(seconds), retry_after: seconds });
          }
          throw fieldErrors({ avatar: [AVATAR_PROBLEM_TEXTS[error.problem]] });
        }
      }
      const phone = input.phone === undefined ? null : await newPhone(userId, input.phone);
      const send_by = phone ? await sendPhoneCode(userId, phone, input.ip) : null;

      const set: { first_name?: string; is_legionary?: number; avatar?: string } = {};
      if (input.first_name !== undefined) set.first_name = input.first_name;
      if (input.is_legionary !== undefined) set.is_legionary = input.is_legionary === 'true' ? 1 : 0;
      if (thumbnail) set.avatar = avatarUrl(userId, await repo.saveAvatar(userId, thumbnail));
      await repo.updateUser(userId, set);
      return {
        user: await view(userId),
        phone_confirm: phone && send_by ? { phone, send_by } : null,
      };
    },

    async confirmPhone(userId: number, rawCode: string) {
      const change = await repo.pendingPhoneChange(userId);
      if (!change) throw httpError(400, PROFILE_TEXTS.noPhoneChange);
      const wrong = () => httpError(400, PROFILE_TEXTS.wrongCode);
      const expired = Date.parse(change.created_at) + PHONE_CHANGE_TTL_MS <= clock().getTime();
      if (expired || change.attempts >= PHONE_CHANGE_MAX_ATTEMPTS) throw wrong();
      if (!(await repo.countTry(change.id, PHONE_CHANGE_MAX_ATTEMPTS))) throw wrong();
      if (hashCode(change.phone, rawCode.trim()) !== change.code_hash) throw wrong();
      if (!(await repo.applyPhoneChange(userId, change.id, change.phone)))
        throw fieldErrors({ phone: [PROFILE_TEXTS.phoneTaken] });
      return { user: await view(userId), detail: PROFILE_TEXTS.phoneChanged };
    },

    avatar: (userId: number) => repo.avatar(userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
