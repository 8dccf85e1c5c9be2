import { pageConfigOf } from '../../../routes/page-config';

export default definePageConfig(pageConfigOf('about'));
