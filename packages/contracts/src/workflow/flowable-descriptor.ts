/**
 * The `flowable:` namespace as a moddle descriptor, so BladeX/Flowable exports parse with their
 * assignment, multi-instance, form and service attributes (there is no maintained package of it).
 * The engine parses with it and the designer writes with it, so both read a file alike.
 */
export const flowableDescriptor = {
  name: 'Flowable',
  uri: 'http://flowable.org/bpmn',
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Process',
      isAbstract: true,
      extends: ['bpmn:Process'],
      properties: [
        { name: 'candidateStarterGroups', isAttr: true, type: 'String' },
        { name: 'candidateStarterUsers', isAttr: true, type: 'String' },
        { name: 'rollbackNode', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'StartEvent',
      isAbstract: true,
      extends: ['bpmn:StartEvent'],
      properties: [
        { name: 'initiator', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'UserTask',
      isAbstract: true,
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
        { name: 'dueDate', isAttr: true, type: 'String' },
        { name: 'priority', isAttr: true, type: 'String' },
        { name: 'rollbackNode', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'ServiceTask',
      isAbstract: true,
      extends: ['bpmn:ServiceTask'],
      properties: [
        { name: 'class', isAttr: true, type: 'String' },
        { name: 'expression', isAttr: true, type: 'String' },
        { name: 'delegateExpression', isAttr: true, type: 'String' },
        { name: 'async', isAttr: true, type: 'Boolean' },
      ],
    },
    {
      name: 'Collectable',
      isAbstract: true,
      extends: ['bpmn:MultiInstanceLoopCharacteristics'],
      properties: [
        { name: 'collection', isAttr: true, type: 'String' },
        { name: 'elementVariable', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Assignee',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: [
        { name: 'type', isAttr: true, type: 'String' },
        { name: 'value', isAttr: true, type: 'String' },
        { name: 'text', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Button',
      superClass: ['Element'],
      properties: [
        { name: 'label', isAttr: true, type: 'String' },
        { name: 'prop', isAttr: true, type: 'String' },
        { name: 'display', isAttr: true, type: 'Boolean' },
      ],
    },
    {
      name: 'CopyUser',
      superClass: ['Element'],
      properties: [
        { name: 'value', isAttr: true, type: 'String' },
        { name: 'text', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'FormProperty',
      superClass: ['Element'],
      properties: [
        { name: 'id', isAttr: true, type: 'String' },
        { name: 'name', isAttr: true, type: 'String' },
        { name: 'readable', isAttr: true, type: 'Boolean' },
        { name: 'writable', isAttr: true, type: 'Boolean' },
      ],
    },
  ],
  enumerations: [],
};
