/**
 * A bound on the page renders one process runs at a time. Renders are CPU work on the one
 * JavaScript thread that also answers every cached page and API read: past `concurrency` they
 * only slow each other and everything else down. Up to `queue` more wait their turn in order;
 * past that a request is refused at once (the server answers 503 with Retry-After), so a flood of
 * uncached addresses costs the site a bounded amount of work, and cached pages stay fast.
 */
export type Release = () => void;

export class RenderGate {
  private running = 0;
  private readonly waiting: ((release: Release) => void)[] = [];
  readonly stats = { started: 0, queued: 0, refused: 0 };

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  /**
   * A promise of the right to render (call the release once done, exactly once), or undefined when
   * the gate and its queue are full.
   */
  enter(): Promise<Release> | undefined {
    if (this.running < this.concurrency) {
      this.running++;
      this.stats.started++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.queue) {
      this.stats.refused++;
      return undefined;
    }
    this.stats.queued++;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        this.stats.started++;
        next(this.releaser());
      } else {
        this.running--;
      }
    };
  }
}
