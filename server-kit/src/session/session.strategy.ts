import { Inject, Injectable } from '@nestjs/common';
import { AppStrategy } from '../auth/app-strategy';
import { sessionIdOf } from './session-cookie';
import { SessionStore, type Session } from './session-store';

/** The Passport strategy that checks a request's session (`SessionGuard` runs it). */
export const SESSION_STRATEGY = 'session';

/** The session a request proved: its id and what the store holds (sliding its idle timeout). */
export interface ProvenSession {
  id: string;
  session: Session;
}

/**
 * Proves a request by the session its `sid` cookie names: the live session becomes the request's user,
 * and reading it slides its idle timeout. No cookie, or a session ended or expired: not proven (401).
 */
@Injectable()
export class SessionStrategy extends AppStrategy(SESSION_STRATEGY) {
  constructor(@Inject(SessionStore) private readonly store: SessionStore) {
    super();
  }

  async validate(request: { headers: Record<string, string | string[] | undefined> }): Promise<ProvenSession | null> {
    const id = sessionIdOf(request.headers);
    const session = id ? await this.store.touch(id) : null;
    return id && session ? { id, session } : null;
  }
}
