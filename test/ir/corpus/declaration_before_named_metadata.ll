; A declaration followed directly by named metadata: the name is not an attachment.
declare void @f()

!named = !{!0}
!0 = !{!"x"}
