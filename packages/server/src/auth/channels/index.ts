/** Picks the delivery channel from the environment (`CODE_CHANNEL`, default `other`). */
import { flashCallChannel } from './flash-call';
import { type OutboxWriter, otherChannel } from './other';
import { type SmsAeroConfig, smsAeroChannel } from './sms-aero';
import type { DeliveryChannel } from './types';
import { type WhatsAppConfig, whatsAppChannel } from './whatsapp';

export { flashCallChannel } from './flash-call';
export type { OutboxWriter } from './other';
export { otherChannel } from './other';
export { smsAeroChannel, smsAeroTextChannel } from './sms-aero';
export * from './types';
export { whatsAppChannel, whatsAppTextChannel } from './whatsapp';

const SMS_AERO_DEFAULT_URL = 'https://gate.smsaero.ru/v2';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`CODE_CHANNEL needs ${name} in the environment`);
  return value;
}

/** The SMS Aero account of `SMS_AERO_*`. */
export function smsAeroConfigFromEnv(env: NodeJS.ProcessEnv): SmsAeroConfig {
  return {
    url: env.SMS_AERO_URL || SMS_AERO_DEFAULT_URL,
    login: required(env, 'SMS_AERO_LOGIN'),
    key: required(env, 'SMS_AERO_KEY'),
    sign: env.SMS_AERO_SIGN || 'SMS Aero',
  };
}

/** The WhatsApp gateway of `WHATSAPP_*`. */
export function whatsAppConfigFromEnv(env: NodeJS.ProcessEnv): WhatsAppConfig {
  return {
    url: required(env, 'WHATSAPP_URL'),
    login: required(env, 'WHATSAPP_LOGIN'),
    key: required(env, 'WHATSAPP_KEY'),
  };
}

export function channelFromEnv(env: NodeJS.ProcessEnv, outbox: OutboxWriter): DeliveryChannel {
  const name = env.CODE_CHANNEL || 'other';
  switch (name) {
    case 'other':
      return otherChannel(outbox);
    case 'sms_aero':
      return smsAeroChannel(smsAeroConfigFromEnv(env));
    case 'flash_call':
      return flashCallChannel({
        url: env.FLASH_CALL_URL || env.SMS_AERO_URL || SMS_AERO_DEFAULT_URL,
        login: env.FLASH_CALL_LOGIN || required(env, 'SMS_AERO_LOGIN'),
        key: env.FLASH_CALL_KEY || required(env, 'SMS_AERO_KEY'),
      });
    case 'whatsapp':
      return whatsAppChannel(whatsAppConfigFromEnv(env));
    default:
      throw new Error(`Unknown CODE_CHANNEL "${name}" (other, sms_aero, whatsapp, flash_call)`);
  }
}
