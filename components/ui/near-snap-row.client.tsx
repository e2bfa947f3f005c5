'use client';
import { useRef, type ReactNode } from 'react';
import type { SnapRowLabels } from './snap-row-frame';
import { useNearModule } from './use-near-module.client';

const load = () => import('./snap-row.client');
const nothing = () => null;

type Props = SnapRowLabels & {
  loop?: boolean;
  /** The slides (a `<ul>` of `<li>`). */
  row: ReactNode;
  /** The server's markup of the same row: SnapRowFrame around `row`, its buttons disabled. */
  children: ReactNode;
};

/**
 * A snap row below the fold (the footer's partners): the server's row scrolls and snaps by itself;
 * its buttons come to life when the row nears the viewport or is touched, so their code is not part of
 * the page's first load.
 */
export function NearSnapRow({ row, children, ...rest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const arrived = useNearModule(box, load, nothing);
  return <div ref={box}>{arrived ? <arrived.module.SnapRow {...rest}>{row}</arrived.module.SnapRow> : children}</div>;
}
