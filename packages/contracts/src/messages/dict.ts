/** Messages of dictionaries (system and business), posts, regions, clients and data sources. */
export const DICT_MESSAGES = {
  // Dictionaries (the spec's form messages dict.*.required live in the core catalogue).
  'dict.code.duplicate': { zh: '字典编号已存在', en: 'The dictionary code already exists' },
  'dict.dictKey.duplicate': { zh: '字典键值已存在', en: 'The dictionary key already exists' },
  'dict.parentId.notFound': { zh: '上级字典不存在', en: 'The parent dictionary does not exist' },
  'dict.parentId.fixed': { zh: '上级字典不可修改', en: 'The parent dictionary cannot be changed' },
  'dict.platform.readOnly': { zh: '平台的业务字典只能查看，可在其下新增本租户的字典项', en: "The platform's business dictionaries are read-only; you may add your own entries under them" },
  'dict.remove.sealed': { zh: '字典「{name}」已封存，不能删除', en: 'The dictionary "{name}" is sealed and cannot be deleted' },
  // Posts.
  'post.category.required': { zh: '请选择岗位类型', en: 'Please choose the post category' },
  'post.postCode.required': { zh: '请输入岗位编号', en: 'Please enter the post code' },
  'post.postName.required': { zh: '请输入岗位名称', en: 'Please enter the post name' },
  'post.sort.required': { zh: '请输入岗位排序', en: 'Please enter the post order' },
  'post.postCode.duplicate': { zh: '岗位编号已存在', en: 'The post code already exists' },
  // Application clients.
  'client.clientId.required': { zh: '请输入客户端id', en: 'Please enter the client id' },
  'client.clientId.invalid': { zh: '客户端id只能包含字母、数字、下划线、点和短横线', en: 'The client id may only contain letters, digits, underscores, dots and hyphens' },
  'client.clientId.duplicate': { zh: '客户端id已存在', en: 'The client id already exists' },
  'client.clientSecret.required': { zh: '请输入客户端密钥', en: 'Please enter the client secret' },
  'client.scope.required': { zh: '请输入授权范围', en: 'Please enter the scope' },
  'client.authorizedGrantTypes.required': { zh: '请输入授权类型', en: 'Please enter the grant types' },
  'client.authorizedGrantTypes.invalid': {
    zh: '授权类型只能是 password、captcha、refresh_token、authorization_code、social、client_credentials、implicit',
    en: 'Grant types may only be password, captcha, refresh_token, authorization_code, social, client_credentials or implicit',
  },
  'client.accessTokenValidity.required': { zh: '请输入令牌过期秒数（60 以上）', en: 'Please enter the access token lifetime in seconds (60 or more)' },
  'client.refreshTokenValidity.required': { zh: '请输入刷新令牌过期秒数（60 以上）', en: 'Please enter the refresh token lifetime in seconds (60 or more)' },
  'client.remove.inUse': { zh: '不能删除当前登录所用的应用', en: 'The client you are signed in with cannot be deleted' },
  // Regions.
  'region.code.required': { zh: '请输入区划编号', en: 'Please enter the region code' },
  'region.code.invalid': { zh: '区划编号须为 2 到 12 位数字', en: 'The region code must be 2 to 12 digits' },
  'region.parentCode.required': { zh: '请选择上级区划', en: 'Please choose the parent region' },
  'region.parentCode.notFound': { zh: '上级区划不存在', en: 'The parent region does not exist' },
  'region.parentCode.fixed': { zh: '上级区划不可修改', en: 'The parent region cannot be changed' },
  'region.parentCode.tooDeep': { zh: '村级区划下不能再添加区划', en: 'No region can be added below a village' },
  'region.name.required': { zh: '请输入区划名称', en: 'Please enter the region name' },
  'region.remove.hasChildren': { zh: '请先删除下级区划', en: 'Delete its sub-regions first' },
} as const;
