import { watchInstallOffer } from './installOffer';
import { startServiceWorker } from './register';
import { anyPwaSignal, onPwaSignals, pwaSignals } from './signals';

/**
 * What runs on every page once it is idle (issue 37, loaded by ./PwaMount.tsx): the worker's
 * registration and its messages, and the install offer's rule. Both write ./signals.ts; `onSay`
 * runs the first time there is something to show, so the bars load only then. Answers a function
 * that stops all three.
 */
export function startPwa(onSay: () => void): () => void {
  let said = false;
  const stopListening = onPwaSignals(() => {
    if (said || !anyPwaSignal(pwaSignals())) return;
    said = true;
    onSay();
  });
  const stopWorker = startServiceWorker();
  const stopOffer = watchInstallOffer();
  return () => {
    stopListening();
    stopWorker();
    stopOffer();
  };
}
