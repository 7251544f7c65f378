import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { post } from '../../lib/api/client';
import { failureText } from '../results-frame/failure-text';
import { useSelectFlight } from './api/search-session';
import type { FlightResult, FlightSearchOption } from './types';

/**
 * Choosing flights from the results (02 §4): one-way and packaged choices go straight to payment; the
 * outbound of a leg-by-leg round trip shows as chosen at once with the return list loading under it,
 * and a failure puts the outbound list back (02 §8: the message, then back). `onNewList` runs when
 * another list takes the screen (filters off, boxes closed, page one).
 */
export function useFlightChoice(
  sessionUnique: string | null,
  option: FlightSearchOption | undefined,
  onNewList: () => void,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const select = useSelectFlight();
  const [outbound, setOutbound] = useState<{ result: FlightResult; fare: string } | null>(null);
  const [returns, setReturns] = useState<FlightResult[] | null>(null);
  /** The fare being chosen while its call runs: one choice at a time, shown on its button. */
  const [choosing, setChoosing] = useState<{ id: string; fare: string } | null>(null);
  /** Counts outbound choices, so that a return list arriving after Change is dropped. */
  const outboundRun = useRef(0);
  const loadingReturns = outbound !== null && returns === null;

  /** Back to the outbound list; a return list still on its way is dropped. */
  function changeOutbound() {
    outboundRun.current++;
    setOutbound(null);
    setReturns(null);
    onNewList();
  }

  async function chooseOutbound(result: FlightResult, fare: string) {
    if (!sessionUnique) return;
    const run = ++outboundRun.current;
    setOutbound({ result, fare });
    setReturns(null);
    onNewList();
    window.scrollTo({ top: 0 });
    try {
      const back = await post<{ status?: boolean; research?: boolean; message?: string; search: FlightResult[] }>(
        '/api/flight/gateway/search/return_items/',
        { session_unique: sessionUnique, product_ids: [result.product_id] },
      );
      if (run !== outboundRun.current) return;
      if (back.status === false) {
        changeOutbound();
        toast.error(back.message || t('results.try_again'));
        if (back.research) navigate('/');
        return;
      }
      setReturns(back.search);
    } catch (e) {
      if (run !== outboundRun.current) return;
      changeOutbound();
      toast.error(failureText(e, t('results.try_again')));
    }
  }

  async function choose(result: FlightResult, fare: string) {
    if (!sessionUnique || !option || choosing || loadingReturns) return;
    if (option.fly_type === 'RT' && !option.is_packaged && !outbound) return chooseOutbound(result, fare);
    setChoosing({ id: result.product_id, fare });
    try {
      const res = await select.mutateAsync({
        session_unique: sessionUnique,
        product_ids: outbound ? [outbound.result.product_id, result.product_id] : [result.product_id],
        alternative_prices: outbound ? [outbound.fare, fare] : [fare],
      });
      if (!res.status) {
        toast.error(res.message);
        if (res.research) navigate('/');
        return;
      }
      navigate(`/flight/payment/?session_unique=${encodeURIComponent(sessionUnique)}`);
    } catch (e) {
      toast.error(failureText(e, t('results.try_again')));
    } finally {
      setChoosing(null);
    }
  }

  return { outbound, returns, choosing, loadingReturns, choose, changeOutbound };
}
