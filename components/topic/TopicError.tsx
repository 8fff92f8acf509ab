import { Link } from '@/components/ui/Link';
import { Button, buttonClass, Card } from '@/components/ui';

const TITLES: Record<number, string> = {
  401: 'Please log in',
  403: 'Not allowed',
  404: 'Topic not found',
  410: 'Topic gone',
};

/** A topic that failed to load: its HTTP status and message (R8.5), and a way on. */
export function TopicError({ status, message, onRetry }: { status: number; message: string; onRetry?: () => void }) {
  return (
    <Card className="stack" aria-labelledby="topic-error-title">
      <h1 id="topic-error-title">{TITLES[status] ?? 'Something went wrong'}</h1>
      <p role="alert">
        <strong>{status}</strong> · {message}
      </p>
      <div className="row">
        {status >= 500 && onRetry && (
          <Button onClick={onRetry}>
            Try again
          </Button>
        )}
        <Link href="/discussions" className={buttonClass('secondary', { link: true })}>
          Back to discussions
        </Link>
      </div>
    </Card>
  );
}
