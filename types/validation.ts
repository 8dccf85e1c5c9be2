/** Validation rules and limits (SPEC §5, §9), used by both the client and the server. */

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const SMS_CODE_RE = /^\d{6}$/;

export const LIMITS = {
  nickname: 10,
  topicTitle: 60,
  topicContent: 30000,
  comment: 500,
  imageBytes: 10 * 1024 * 1024,
  /** decoded size cap: a small file may declare a huge canvas (decompression bomb) */
  imagePixels: 40_000_000,
  zipBytes: 20 * 1024 * 1024,
  imagesPerPost: 9,
  keyword: 50,
} as const;

export const MESSAGES = {
  phoneInvalid: '请输入正确的手机号',
  smsCodeInvalid: '请输入6位数字验证码',
  headImageInvalid: '请上传头像图片后再保存',
  nicknameInvalid: '昵称不能为空且不超过10个字符',
  topicTitleInvalid: '标题不能为空且不超过60个字符',
  topicContentInvalid: '内容不能为空且不超过30000个字符',
  commentInvalid: '输入内容长度不能为空或大于500字符',
  imageTooLarge: '图片尺寸过大（大于10MB）',
  imageFormat: '图片格式不正确',
  imageCount: '最多上传9张图片',
  imageUploadFailed: '上传图片异常',
  imageMissing: '请选择要上传的图片',
  imagePixelsTooLarge: '图片分辨率过大（超过4000万像素）',
  uploadFailed: '上传文件异常',
  fileTooLarge: '文件尺寸过大（大于10MB）',
  uploadCredentialFailed: '获取上传凭证失败，请稍后再试',
  uploadCredentialInvalid: '上传凭证无效或已过期',
  uploadKeyOutsidePrefix: '无权写入该路径',
  fileLinkInvalid: '文件链接无效或已过期',
  zipTooLarge: '文件尺寸过大（大于20MB）',
  zipFormat: '不符合要求的文件格式（.zip）',
  vipRequired: '请购买会员之后查看！',
  modeUnsupported: '本题暂不支持本模式答题，请使用另一种模式答题',
  noPermission: '没有权限',
  required: '不能为空',
  tooLong: (n: number) => `不能超过${n}个字符`,
  mustBeInteger: '必须是整数',
  outOfRange: (min: number, max: number) => `必须在${min}到${max}之间`,
} as const;

/** Request bodies at the API's edge (DESIGN §10): a route that needs more says so (@BodyLimit). */
export const BODY_LIMITS = {
  defaultBytes: 256 * 1024,
  /** admin saves of whole problems, lessons, papers and imports */
  largeBytes: 2 * 1024 * 1024,
  /** nesting of arrays and objects */
  depth: 16,
  /** values in all arrays and objects of one body, or fields of a form */
  elements: 20_000,
} as const;

export const BODY_MESSAGES = {
  tooLarge: '请求内容过大',
  tooDeep: '请求内容层级过深',
  tooManyElements: '请求内容包含的项目过多',
  forbiddenKey: '请求内容包含不允许的字段',
} as const;

/** Refusals of a value of the wrong type (the validation pipe; never coerced). */
export const TYPE_MESSAGES = {
  number: '必须是数字',
  integer: '必须是整数',
  text: '必须是文本',
  boolean: '必须是是或否',
  list: '必须是列表',
  object: '格式不正确',
  control: '不能包含控制字符',
  outOfRange: '超出允许的范围',
} as const;

/** Non-empty after trim and at most `max` characters (code points). */
export function isTextWithin(value: unknown, max: number): boolean {
  if (typeof value !== 'string') return false;
  const len = Array.from(value.trim()).length;
  return len > 0 && len <= max;
}
