import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { VideoGroupRow, VideoRow } from '../../../../types/course';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { AdminList } from '../../common/admin-list/admin-list';
import { VIDEO_LIST, VideoListDto } from './dto/course-admin-list.dto';
import { IdDto, NamedSaveDto, VideoSaveDto } from './dto/course-admin.dto';
import { VideoLibraryService } from './video-library.service';

@ApiTags('admin/video')
@Access('admin')
@Controller('admin/video')
export class VideoAdminController {
  constructor(private readonly videos: VideoLibraryService) {}

  @ApiOperation({ summary: '视频库' })
  @Get('list')
  list(@AdminList(VIDEO_LIST) q: VideoListDto): Promise<Page<VideoRow>> {
    return this.videos.list(q);
  }

  @ApiOperation({ summary: '登记已直传到存储的视频（key 须在自己的上传前缀下），或修改视频信息' })
  @Post('save')
  @HttpCode(200)
  save(@CurrentCaller() caller: Caller, @Body() dto: VideoSaveDto): Promise<VideoRow> {
    return this.videos.save(caller, dto);
  }

  @ApiOperation({ summary: '删除未被使用的视频' })
  @Post('delete')
  @HttpCode(200)
  remove(@Body() dto: IdDto): Promise<null> {
    return this.videos.remove(dto.id);
  }

  @ApiOperation({ summary: '视频分组' })
  @Get('group/list')
  groups(): Promise<VideoGroupRow[]> {
    return this.videos.groups();
  }

  @ApiOperation({ summary: '新建或修改视频分组' })
  @Post('group/save')
  @HttpCode(200)
  saveGroup(@Body() dto: NamedSaveDto): Promise<VideoGroupRow[]> {
    return this.videos.saveGroup(dto);
  }

  @ApiOperation({ summary: '删除视频分组（需为空）' })
  @Post('group/delete')
  @HttpCode(200)
  deleteGroup(@Body() dto: IdDto): Promise<VideoGroupRow[]> {
    return this.videos.deleteGroup(dto.id);
  }
}
