import { ApiCode, CODE_MESSAGE, FieldError } from '../../../types/api';

/** The one error type services throw; the exception filter turns it into an envelope. */
export class AppException extends Error {
  constructor(
    readonly code: ApiCode,
    msg?: string,
    readonly errors?: FieldError[],
  ) {
    super(msg ?? CODE_MESSAGE[code]);
  }

  static notFound(msg?: string) {
    return new AppException(ApiCode.NOT_FOUND, msg);
  }
  static forbidden(msg?: string) {
    return new AppException(ApiCode.FORBIDDEN, msg);
  }
  static unauthorized(msg?: string) {
    return new AppException(ApiCode.UNAUTHORIZED, msg);
  }
  static invalid(errors: FieldError[], msg?: string) {
    return new AppException(ApiCode.INVALID, msg ?? errors[0]?.message, errors);
  }
}
