import { Link } from '@/components/ui/Link';
import { Button, buttonClass, Card } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';

const TITLES: Partial<Record<number, MessageKey<'topic'>>> = {
  401: 'error.401',
  403: 'error.403',
  404: 'error.404',
  410: 'error.410',
};

/** A topic that failed to load: its HTTP status and message (R8.5), and a way on. */
export function TopicError({ status, message, onRetry }: { status: number; message: string; onRetry?: () => void }) {
  const t = useT('topic');
  const title = TITLES[status];
  return (
    <Card className="stack" aria-labelledby="topic-error-title">
      <h1 id="topic-error-title">{title ? t(title) : t('error.other')}</h1>
      <p role="alert">
        <strong>{status}</strong> · {message}
      </p>
      <div className="row">
        {status >= 500 && onRetry && (
          <Button onClick={onRetry}>
            {t('error.retry')}
          </Button>
        )}
        <Link href="/discussions" className={buttonClass('secondary', { link: true })}>
          {t('error.back')}
        </Link>
      </div>
    </Card>
  );
}
