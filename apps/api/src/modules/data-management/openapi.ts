import { bearer, errorResponses, jsonResponse } from '../../openapi/schema';

const forData = 'Administrators with the data management permission (super admins always)';

export const dataManagementPaths = {
  '/api/admin/import/customers': {
    get: {
      summary: `Start an ERP import of customers and their price groups; poll /api/admin/import/runs/{id}. ${forData}`,
      security: bearer,
      responses: { '202': jsonResponse('The run (status running)', { $ref: '#/components/schemas/ImportRun' }), ...errorResponses, '409': jsonResponse('A customers import is already running') },
    },
  },
  '/api/admin/data/portal-items': {
    get: {
      summary: `Portal Items Export rows: active PART- items with attributes as text and USD/CAD prices (the web writes the .xlsx). ${forData}`,
      security: bearer,
      responses: { '200': jsonResponse('Rows', { type: 'array', items: { type: 'object', properties: { number: { type: 'string' }, displayName: { type: 'string' }, displayName2: { type: ['string', 'null'] }, itemCategoryCode: { type: 'string' }, attributes: { type: 'string' }, usdPrice: { type: ['number', 'null'] }, cadPrice: { type: ['number', 'null'] } } } }), ...errorResponses },
    },
  },
  '/api/admin/data/price-sheet': {
    post: {
      summary: `Generate the sales price sheet from uom.xlsx and salesprice.xlsx (10 MB each). ${forData}`,
      security: bearer,
      requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { uom: { type: 'string', format: 'binary', description: 'named uom.xlsx' }, salesprice: { type: 'string', format: 'binary', description: 'named salesprice.xlsx' } } } } } },
      responses: {
        '200': { description: 'salesprice-sheet.xlsx (attachment)', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } },
        ...errorResponses,
        '413': jsonResponse('Too large: a file over 10 MB, more parts, a zip that expands too far, too many rows', { $ref: '#/components/schemas/Error' }),
      },
    },
  },
};
