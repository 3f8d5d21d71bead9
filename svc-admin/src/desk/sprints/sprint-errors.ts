import { domainError } from '@biz/server-kit';

/** No paid sprint has that order id (never paid, or not announced yet). */
export class SprintNotFound extends domainError('SprintNotFound', 'No paid sprint has that order.') {}

/** The choice would give the sprint more automations than it covers. */
export class SprintAlreadyChosen extends domainError('SprintAlreadyChosen', 'This sprint has fewer automations left to choose: reload the record to see its choice.') {}

/** The order was refunded already: nothing more happens. */
export class OrderAlreadyRefunded extends domainError('OrderAlreadyRefunded', 'This order was refunded already.') {}
