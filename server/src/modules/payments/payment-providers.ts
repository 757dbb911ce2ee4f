import type { Config } from '../../config.ts';
import { createMidtransProvider } from './midtrans.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The configured provider, made once per configuration; null when payments are off (`none`). */
const made = new WeakMap<Config['payments'], PaymentProvider>();

export function providerOf(config: Pick<Config, 'payments'>): PaymentProvider | null {
  const settings = config.payments;
  if (settings.provider === 'none') return null;
  let provider = made.get(settings);
  if (!provider) {
    provider = createMidtransProvider({ serverKey: settings.serverKey, apiUrl: settings.apiUrl, timeoutMs: settings.timeoutMs });
    made.set(settings, provider);
  }
  return provider;
}
