import type { Config } from '../../config.ts';
import { createMidtransProvider } from './midtrans.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createXenditProvider } from './xendit.ts';

/** The configured provider, made once per configuration; null when payments are off (`none`). */
const made = new WeakMap<Config['payments'], PaymentProvider>();

export function providerOf(config: Pick<Config, 'payments'>): PaymentProvider | null {
  const settings = config.payments;
  if (settings.provider === 'none') return null;
  let provider = made.get(settings);
  if (!provider) {
    provider =
      settings.provider === 'midtrans'
        ? createMidtransProvider({ serverKey: settings.serverKey, apiUrl: settings.apiUrl, timeoutMs: settings.timeoutMs })
        : createXenditProvider({ secretKey: settings.secretKey, callbackToken: settings.callbackToken, apiUrl: settings.apiUrl, timeoutMs: settings.timeoutMs });
    made.set(settings, provider);
  }
  return provider;
}
