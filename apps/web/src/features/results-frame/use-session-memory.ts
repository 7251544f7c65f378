import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearLeftPayment, leftPaymentOf } from '../../lib/left-payment';
import { rememberSearch } from '../../lib/search-memory';
import type { ResultsProduct } from './results-states';

/**
 * What both results pages remember about their session: the search option behind it (for "Search
 * again" once it has expired), and, back from a payment page that was left unpaid, that this
 * search runs again from scratch (02 §4).
 */
export function useSessionMemory(product: ResultsProduct, sessionUnique: string | null, optionId: number | undefined) {
  const navigate = useNavigate();
  // Checked after commit, once the payment page's clean-up has noted the session it left.
  useEffect(() => {
    if (!optionId || !leftPaymentOf(sessionUnique)) return;
    clearLeftPayment();
    navigate(`/${product}/search-gate/${optionId}`, { replace: true });
  }, [product, sessionUnique, optionId, navigate]);
  useEffect(() => {
    if (sessionUnique && optionId) rememberSearch(product, sessionUnique, optionId);
  }, [product, sessionUnique, optionId]);
}
