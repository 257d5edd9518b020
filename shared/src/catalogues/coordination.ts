/**
 * The swarm coordinator's workspace (role-screens §4.1–§4.7): the live swarm map of the Swarm
 * Domain, coverage by collectors, the collectors ('members'), the season's reports and the hornet
 * flight lines of the domain. Messages are ours, in the spec's style.
 */
export const CoordinationMsg = {
  swarmOutsideDomain: 'This swarm is not in your Swarm Domain',
  collectorOutsideDomain: 'This collector is not in your Swarm Domain',
  baseOutsideDomain: 'The collection base must lie in your Swarm Domain',
  notBeekeeper: 'This user is not a beekeeper account',
  userNotFound: 'User not found',
  enterDate: 'Please enter a date',
  validEmail: 'Please enter a valid email',
  enterUser: 'Please enter the user name or email of the beekeeper',
  alreadyMember: 'This beekeeper is already a swarm collector',
  notMember: 'This beekeeper is not a swarm collector',
  consentRequired:
    'The collector must agree that their first name and phone are given to the person whose swarm they adopt',
  enterReason: 'Please enter the reason for the suspension',
  enterDndUntil: 'Please enter the date until which the collector is not to be disturbed',
  cannotRenotify: 'Only a swarm that is new, abandoned or waiting for a collector can be notified again',
  notSentYet: 'This swarm has not been sent out yet',
  noCollector: 'No available collector covers this swarm; assign it to a collector',
  cannotAssign: 'Only a swarm that is not adopted can be assigned',
  collectorSuspended: 'This collector is suspended',
  collectorGaveUp: 'This collector gave this swarm up; choose another',
  renotified: 'Swarm notified again',
  assigned: 'Swarm sent to the collector',
  collectorAdded: 'Swarm collector added',
  saved: 'Data saved',
  suspended: 'Collector suspended',
  reactivated: 'Collector reactivated',
  removed: 'Collector removed from the list',
  inviteCreated: 'Access code created: give it to the beekeeper to register',
  dateRange: 'The start date must be before the end date',
} as const;
