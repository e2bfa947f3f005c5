import { resumePost } from '@/lib/server/alerts/handler';

/** POST: starts a stopped alert again (the management page's button), by its signed link. */
export const POST = resumePost;
