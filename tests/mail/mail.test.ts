/**
 * The mail tests, in one file so that they run one after another: each drives a worker that
 * drains the whole outbox, and on PostgreSQL the outbox is shared by every test file, so two files
 * ticking at once would deliver each other's mails to the wrong test's SMTP server.
 */
import './outbox.cases';
import './newsletter.cases';
import './owner-eml.cases';
import './kill.cases';
import './threads.cases';
import './health.cases';
