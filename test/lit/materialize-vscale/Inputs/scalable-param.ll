define void @g(<vscale x 4 x float> %v) {
  ret void
}
