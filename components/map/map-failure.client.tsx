'use client';
import { Component, type ReactNode } from 'react';

/**
 * Whatever goes wrong inside a map (its chunk cannot load after a deployment or offline, Google's
 * script misbehaves) stays inside it: the island falls back to what it showed before (a card, the
 * district map) instead of taking the page down.
 */
export class MapFailure extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFailed();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
