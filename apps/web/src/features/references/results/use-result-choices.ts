import { useEffect, useState } from 'react';
import { readStoredAccount } from '../../account/session/account-store.ts';
import { type ResultChoices, readResultChoices, saveResultChoices } from './result-choices.ts';

/**
 * The result page's choices the server does not keep (left out, order, own template), read once for this
 * order and user and written back to this tab's sessionStorage whenever they change. The owner is read
 * once: the login guard remounts its pages when the signed-in user changes.
 */
export function useResultChoices(orderId: string): [ResultChoices, (next: ResultChoices) => void] {
  const [owner] = useState(() => readStoredAccount()?.user.id ?? null);
  const [choices, setChoices] = useState(() => readResultChoices(orderId, owner));
  useEffect(() => saveResultChoices(orderId, choices, owner), [orderId, choices, owner]);
  return [choices, setChoices];
}
