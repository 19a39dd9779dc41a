// Learn: courses, sections (subjects), topics and lessons; its admin screens are the Content tab.
export { ContentPanel } from './admin/components/content-panel';
export { useCourse } from './api/get-course';
export { useCourses } from './api/get-courses';
export { CoursePage } from './routes/course';
export { LearnPage } from './routes/learn';
export { TopicPage } from './routes/topic';
