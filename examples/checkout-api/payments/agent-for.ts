import type {components} from '../../openapi/merchant';

type Agent = components['schemas']['Agent'];

/** The member of staff signed in to your agent desktop, as your own sign-in system describes them. */
export interface SignedInUser {
  readonly givenName: string;
  readonly familyName: string;
  readonly employeeId: string;
  readonly roles: readonly string[];
  readonly pciTrainingValidUntil?: Date;
}

/** firstName, lastName and userId are 1 to 50 characters; a longer value is refused with INVALID_AGENT. */
const limited = (field: string, value: string): string => {
  if (value.length === 0 || value.length > 50) throw new Error(`Agent ${field} must be 1 to 50 characters`);
  return value;
};

/** The agent for a request, with verified access only for trained card-taking staff, decided at each call. */
export function agentFor(user: SignedInUser, now = new Date()): Agent {
  const trained = user.pciTrainingValidUntil !== undefined && user.pciTrainingValidUntil > now;
  return {
    firstName: limited('firstName', user.givenName),
    lastName: limited('lastName', user.familyName),
    userId: limited('userId', user.employeeId),
    isAccessVerified: trained && user.roles.includes('card-payments'),
  };
}
