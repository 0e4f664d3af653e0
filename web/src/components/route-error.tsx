import { Trans, useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageFrame } from './page-frame.tsx';
import { buttonStyles } from './ui/styles.ts';

/**
 * Shown when a screen fails to load or render: on prepaid data the usual cause is a dropped
 * connection while a page's code was downloading, so the way out is to try again.
 */
export function RouteError() {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Something went wrong`}
      // Two sentences, the second the one every failed load ends with (one message for all of them).
      description={`${t`This page could not be loaded.`} ${t`Check your connection, then try again.`}`}
    >
      <p className="mt-8">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    </PageFrame>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page's path: going to another page clears the error. */
  resetKey: string;
}

/** Catches what a screen throws (render errors, failed chunk downloads) so the header and footer stay usable. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
