import { AppError } from '@biz/server-kit';

/** No paid sprint has that order id (never paid, or not announced yet). */
export class SprintNotFound extends AppError {
  constructor() {
    super(404, 'SprintNotFound', 'No paid sprint has that order.');
  }
}

/** The choice would give the sprint more automations than it covers. */
export class SprintAlreadyChosen extends AppError {
  constructor() {
    super(409, 'SprintAlreadyChosen', 'This sprint has fewer automations left to choose: reload the record to see its choice.');
  }
}

/** The order was refunded already: nothing more happens. */
export class OrderAlreadyRefunded extends AppError {
  constructor() {
    super(409, 'OrderAlreadyRefunded', 'This order was refunded already.');
  }
}
